xs = [9, 2, 7, 4, 5]
for p in sorted(xs)[:2]:
    print(p)
for x in xs[1:]:
    print(x)
for x in xs[::-2]:
    print(x)
for x in xs[10:]:
    print("never")
words = "one two three four".split()
for w in words[1:3]:
    print(w)
for c in "hello"[1:4]:
    print(c)
for t in (1, 2, 3)[:-1]:
    print(t)

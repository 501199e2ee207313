for x in [1, 2, 3]:
    last = x
else:
    print("done", x, last)
for c in "":
    print("never")
else:
    print("empty string")
i = "unchanged"
for i in ():
    print("never")
print(i)
for c in "hi": print(c)
x

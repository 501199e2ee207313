xs = [3, 1, 2]
r = xs.reverse()
print(r, xs)
s = xs.sort()
print(s, xs)
xs.sort(reverse=True)
print(xs)
words = ["bb", "a", "ccc", "dd"]
words.sort(key=len)
words

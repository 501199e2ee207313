s = "abcdefghij"
r = range(10)
print([s[i] for i in r[::-3]])
print(s[r[2]:r[7]:r[2]])
print(list(r[-3:])[::-1])
[s[i:j] for i, j in zip(r[:3], r[4:7])]

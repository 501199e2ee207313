s = "abc"
out = []
for ch in s:
    out.append(ch * 2)
print(out)
for i, ch in enumerate(s):
    print(i, ch)
list("héllo")

s = "0123456789"
out = []
for step in range(1, 5):
    out.append(s[::step])
for step in range(-1, -5, -1):
    out.append(s[::step])
print(out)
[s[1:9:step] for step in [2, -2, 3, -3]]

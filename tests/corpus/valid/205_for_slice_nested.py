xs = [1, 2, 3]
out = []
for i in range(2):
    for x in xs[1:]:
        out.append(x)
out

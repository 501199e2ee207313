xs = list(range(6))
big = 1
for i in range(70):
    big = big * 2
print(xs[:big], xs[-big:], xs[big:], xs[::big])
print(xs[1:big:2])
"abcdef"[-big:big]

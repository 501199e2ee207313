# bomb: one sort of a million and a half strs, longer than the timeout in a debug build: the sort looks at the clock as it goes (every few thousand comparisons), not only when it is done; the loop after it stops a faster build
# flags: --timeout 1 --max-memory 600000000
# expect: LimitExceeded time
ys = str(list(range(1500000))).split(", ")
ys.sort(reverse=True)
n = 0
for i in range(1000000000000):
    n += 1

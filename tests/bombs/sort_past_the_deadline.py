# bomb: one sort of three million ints, longer than the timeout in a debug build: the sort looks at the clock as it goes (every few thousand comparisons) and stops on line 5, not when it is done; the loop after it stops a faster build
# flags: --timeout 1 --max-memory 600000000
# expect: LimitExceeded time
ys = list(range(0, 3000000, 3)) + list(range(2, 3000000, 3)) + list(range(1, 3000000, 3))
ys.sort(reverse=True)
n = 0
for i in range(1000000000000):
    n += 1

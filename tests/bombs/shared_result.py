# bomb: the shared list as the program's result: its repr is made under the run's limits
# flags: --max-memory 16000000
# expect: LimitExceeded memory
x = [1]
y = [1]
for i in range(60):
    x = [x, x]
    y = [y, y]
x

# bomb: whole-list slices, each built inside one instruction
# flags: --max-memory 100000000
# expect: LimitExceeded memory
xs = list(range(3_000_000))
copies = [xs[:] for i in range(10)]
len(copies)

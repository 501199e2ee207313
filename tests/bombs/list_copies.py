# bomb: list.copy of a long list, again and again
# flags: --max-memory 100000000
# expect: LimitExceeded memory
xs = list(range(3_000_000))
copies = [xs.copy() for i in range(10)]
len(copies)

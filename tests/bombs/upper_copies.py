# bomb: case mappings of a long str, again and again
# flags: --max-memory 100000000
# expect: LimitExceeded memory
s = "a" * 30_000_000
copies = [s.upper() for i in range(10)]
len(copies)

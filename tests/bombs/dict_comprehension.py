# bomb: a dict comprehension over a huge range
# flags: --max-memory 32000000
# expect: LimitExceeded memory
d = {i: str(i) for i in range(1000000000)}

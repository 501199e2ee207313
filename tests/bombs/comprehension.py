# bomb: a list comprehension over a huge range
# flags: --max-memory 32000000
# expect: LimitExceeded memory
xs = [i for i in range(1000000000)]

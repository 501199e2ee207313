# bomb: f-strings around a long str, again and again
# flags: --max-memory 100000000
# expect: LimitExceeded memory
s = "a" * 30_000_000
copies = [f"<{s}>" for i in range(10)]
len(copies)

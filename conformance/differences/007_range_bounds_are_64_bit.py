# Pins a deliberate difference from CPython. spec/differences.md, "Limits on
# size and depth": "a range's start, stop and step must fit in 64 bits
# (`OverflowError: Python int too large to convert to C ssize_t` from
# `range()`); CPython accepts any int there and fails only at `len` or
# indexing".
big = 1
for i in range(20):
    big *= 10
print(len(range(0, big // 100, big // 400)))
rb = range(0, big, big // 4)
len(rb)

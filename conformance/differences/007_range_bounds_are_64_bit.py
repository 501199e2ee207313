# Pins a deliberate difference from CPython. spec/differences.md, "Ranges
# are 64-bit": "range() takes start, stop and step that fit in 64 bits;
# beyond that it raises OverflowError, where CPython builds the range."
big = 1
for i in range(20):
    big *= 10
print(len(range(0, big // 100, big // 400)))
rb = range(0, big, big // 4)
len(rb)

a, b = 0, 1
seq = []
for _ in range(20):
    seq.append(a)
    a, b = b, a + b
seq[-1], seq

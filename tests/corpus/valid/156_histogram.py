data = read_file("scores.txt").split()
buckets = {}
for s in data:
    b = int(s) // 10 * 10
    buckets[b] = buckets.get(b, 0) + 1
"\n".join([f"{k:>3}: {'*' * v}" for k, v in sorted(buckets.items())])

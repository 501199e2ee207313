versions = ["1.10.0", "1.2.3", "1.2.10", "0.9.9", "2.0.0"]
ordered = sorted(versions, key=lambda v: [int(p) for p in v.split(".")])
newest = ordered[-1]
ordered, newest

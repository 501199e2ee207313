buckets = {"a": [], "b": []}
buckets["a"].append(1)
buckets["b"].extend([2, 3])
buckets["a"].insert(0, 0)
n = buckets["b"].count(2)
names = {"x": "  padded "}
clean = names["x"].strip().upper()
buckets, n, clean

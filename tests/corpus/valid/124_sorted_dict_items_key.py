counts = {"x": 3, "y": 1, "z": 3, "w": 2}
by_count = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
top_key = max(counts, key=lambda k: counts[k])
ranked = [f"{i + 1}. {k} ({v})" for i, (k, v) in enumerate(by_count)]
ranked, top_key

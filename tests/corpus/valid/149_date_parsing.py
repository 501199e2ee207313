stamps = ["2024-01-05", "2023-12-31", "2024-03-01"]
parsed = []
for s in stamps:
    y, m, d = [int(p) for p in s.split("-")]
    parsed.append((y, m, d))
latest = max(parsed)
f"{latest[0]:04d}/{latest[1]:02d}/{latest[2]:02d}"

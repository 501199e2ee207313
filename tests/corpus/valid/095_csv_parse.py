raw = read_file("data/people.csv")
lines = [l for l in raw.splitlines() if l.strip() and not l.startswith("#")]
header, *body = lines
cols = [c.strip() for c in header.split(",")]
rows = [dict(zip(cols, [v.strip() for v in line.split(",")])) for line in body]
ages = [int(r["age"]) for r in rows if r.get("age", "").isdigit()]
{"count": len(rows), "avg_age": sum(ages) / len(ages) if ages else 0}

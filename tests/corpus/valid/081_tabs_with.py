with read_file("data.csv") as raw:
	rows = [r.split(",") for r in raw.splitlines()]
	for row in rows:
		if len(row) < 3:
			row.append("")
len(rows)

data = "name,age,city\nAnn,31,Oslo\nBob,27,Rome\n"
lines = data.strip().split("\n")
header = lines[0].split(",")
rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
for r in rows:
    print(r["name"], int(r["age"]) + 1)
rows

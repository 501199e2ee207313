scores = {"ann": 91, "bob": 78, "cy": 85}
lines = []
for name, score in scores.items():
    lines.append(f"{name}: {score}")
"\n".join(lines)

emps = [("eng", "zoe", 120), ("ops", "amy", 90), ("eng", "bob", 150), ("ops", "cal", 90), ("eng", "al", 120)]
print(sorted(emps))
print(sorted(emps, key=lambda e: (e[0], -e[2], e[1])))
print(sorted(emps, key=lambda e: (-e[2], e[1])))
[e[1] for e in sorted(emps, key=lambda e: (e[2], e[0]), reverse=True)]

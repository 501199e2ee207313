owners = {"alice": ["a.py", "b.py"], "bob": ["b.py", "c.py"]}
by_file = {}
for owner, files in owners.items():
    for f in files:
        by_file.setdefault(f, []).append(owner)
shared = sorted([f for f, who in by_file.items() if len(who) > 1])
by_file, shared

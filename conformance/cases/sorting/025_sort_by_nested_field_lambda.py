repos = [{"name": "x", "stats": {"stars": 5}}, {"name": "y", "stats": {"stars": 50}}, {"name": "z", "stats": {"stars": 0}}]
print([r["name"] for r in sorted(repos, key=lambda r: r["stats"]["stars"])])
print(max(repos, key=lambda r: r["stats"]["stars"])["name"])
[r["name"] for r in sorted(repos, key=lambda r: r["stats"]["stars"], reverse=True)]

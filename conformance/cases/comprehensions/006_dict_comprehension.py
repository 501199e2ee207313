names = ["ann", "bob", "cid"]
print({n: n.upper() for n in names})
print({i: c for i, c in enumerate("xyz")})
print({k: v for k, v in [("a", 1), ("b", 2), ("a", 3)]})
{n[0]: [m for m in names if m[0] == n[0]] for n in names}

files = find_files("**/*")
pairs = [("src", "a.rs"), ("src", "b.py"), ("docs", "c.md")]
exts = {name.rsplit(".", 1)[-1] for d, name in pairs for _ in range(2) if d != "docs" if "." in name}
index = {f"{d}/{n}": i for i, (d, n) in enumerate(pairs) for _ in [0] if n}
chars = {c for f in files[:3] for c in f if c.isalpha() if c.islower()}
sorted(exts), index, len(chars)

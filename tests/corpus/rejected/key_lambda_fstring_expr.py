# expect: E0207
xs = ["bb", "a"]
f"{min(xs, key=lambda: 1)}"

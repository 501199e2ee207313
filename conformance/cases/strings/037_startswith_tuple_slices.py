paths = ["src/main.rs", "src/lib.rs", "tests/a.rs", "README.md", "docs/x.md"]
print([p for p in paths if p.startswith(("src/", "docs/"))])
print([p for p in paths if p.endswith((".md",))])
print([p.split("/")[-1] for p in paths])
[p.rpartition(".")[2] for p in paths]

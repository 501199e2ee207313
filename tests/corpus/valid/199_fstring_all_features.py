name = "lackpy"
ratio = 0.4567
items = {"a": 1, "b": 22}
width = 12
report = "\n".join([
    f"{name!r:>{width}}",
    f"{ratio=:.2%}",
    f"{name.upper()=}",
    f"{{escaped}} {items['b']:04d}",
    f"{'nested ' + f'{ratio:.1f}'}",
    f'{items["a"] + items["b"]:,}',
    F"{len(items) * 2:>3}",
    fr"{name}\path",
    f"""{name:*^{width}}""",
    f"{ {k: v for k, v in items.items() if v > 1} }",
])
report

x = 3
y = 4.5
name = "box"
lines = [f"{x=}", f"{y = }", f"{name=!r}", f"{x + y=:.1f}", f"{len(name)=}"]
lines

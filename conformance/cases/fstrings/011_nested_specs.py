x = 3.14159265
w = 10
p = 3
print(f"[{x:{w}.{p}f}] [{x:{w}}] [{x:.{p}}]")
fill = "*"
align = "^"
print(f"[{'mid':{fill}{align}{w}}]")
specs = [">8", "<8", "^8"]
print([f"[{'ab':{sp}}]" for sp in specs])
f"[{42:{'0'}{'>'}{6}}]"

print(f"[{'abc':s}] [{'abc':>5s}] [{'abc':.1s}]")
print(f"[{str(12):>5}] [{str([1]):>6}]")
f"{'':s}|"

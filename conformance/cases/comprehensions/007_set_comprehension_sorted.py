words = ["Apple", "apple", "APPLE", "banana", "Banana"]
lowered = {w.lower() for w in words}
print(sorted(lowered), len(lowered))
lens = {len(w) for w in words}
print(sorted(lens))
{w.lower() for w in words if w.startswith("b")}

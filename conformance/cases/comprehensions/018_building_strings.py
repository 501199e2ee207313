rows = [["a", "b"], ["c", "d", "e"]]
print("\n".join([" | ".join(r) for r in rows]))
print(",".join([str(i) for i in range(5)]))
table = [f"{i:>2} {i * i:>3}" for i in range(1, 5)]
table

s = "text"
print(f"{s:>6}")
print(f"{s:d}")

files = find_files("*.txt")
print("files:", len(files))
print("a", "b", sep="-", end="\n")
print()
for f in sorted(files):
    print(f"  {f}")
len(files)

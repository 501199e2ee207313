files = find_files("**/*.md")
bad = {}
for f in files:
    lines = read_file(f).splitlines()
    nums = [i + 1 for i, l in enumerate(lines) if l != l.rstrip()]
    if nums: bad[f] = nums
bad

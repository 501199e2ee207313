# expect: E0104
files = find_files("*.py")
for f in files:
    size = len(f)
else:
    import re
len(files)

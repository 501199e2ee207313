# expect: E0117
files = find_files("*.py")
if files:
    pass
else:
    files = []
files

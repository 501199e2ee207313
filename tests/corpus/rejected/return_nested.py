# expect: E0115
files = find_files("*.py")
if not files:
    return []
files

# expect: E0106
files = find_files("*.py")
if not files:
    raise ValueError("no python files")
len(files)

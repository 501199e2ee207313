# expect: E0111
files = find_files("*.py")
async for f in files:
    n = len(f)
files

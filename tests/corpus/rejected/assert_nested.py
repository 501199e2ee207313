# expect: E0112
files = find_files("*.py")
for f in files:
    assert f.endswith(".py")
len(files)

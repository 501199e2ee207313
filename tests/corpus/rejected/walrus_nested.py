# expect: E0118
files = find_files("*.py")
if (n := len(files)) > 3:
    big = True
files

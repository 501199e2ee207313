# expect: E0103
files = find_files("*.py")
if files:
    class Entry:
        path = files[0]
len(files)

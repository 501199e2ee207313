# expect: E0118
files = find_files("*.py")
(n := len(files))
n

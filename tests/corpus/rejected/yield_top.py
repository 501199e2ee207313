# expect: E0110
files = find_files("*.py")
yield files

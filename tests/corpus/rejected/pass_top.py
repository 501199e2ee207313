# expect: E0117
pass
files = find_files("*.py")
files

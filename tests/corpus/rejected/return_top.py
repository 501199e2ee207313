# expect: E0115
files = find_files("*.py")
return len(files)

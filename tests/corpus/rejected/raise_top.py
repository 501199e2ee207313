# expect: E0106
files = find_files("*.py")
raise ValueError("no files")

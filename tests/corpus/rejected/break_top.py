# expect: E0116
files = find_files("*.py")
break
files

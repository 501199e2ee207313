files = find_files("*.ini")
len(files)
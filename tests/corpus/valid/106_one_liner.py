len(find_files("*"))

paths = find_files("**/*")
empty = [p for p in paths if read_file(p).strip() == ""]
empty

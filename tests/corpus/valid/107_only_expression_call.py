sorted(find_files("src/*.rs"))

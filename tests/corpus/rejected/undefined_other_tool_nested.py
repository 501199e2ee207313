# expect: E0201
files = find_files("*.py")
if files:
    write_file("out.txt", "\n".join(files))
files

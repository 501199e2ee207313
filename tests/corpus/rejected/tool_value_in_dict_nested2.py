# expect: E0208
files = find_files("*")
for f in files:
    n = len(f)
else:
    table = {"read": read_file}
files

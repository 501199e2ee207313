files = find_files("**/*.rs")
result = "no files"
if files:
    for f in files:
        if "fn main" in read_file(f):
            result = f"main in {f}"
    else:
        scanned = len(files)
else:
    scanned = 0
result, scanned

# expect: E0114
files = find_files("*")
if files:
    match len(files):
        case 1:
            kind = "one"
        case _:
            kind = "many"
files

# expect: E0114
files = find_files("*")
for f in files:
    match f.split("."):
        case [name, "py"]:
            kind = name
        case _:
            kind = None
files

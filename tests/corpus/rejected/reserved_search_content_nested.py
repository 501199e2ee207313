# expect: E0206
files = find_files("*")
if files:
    search_content = "x"
files

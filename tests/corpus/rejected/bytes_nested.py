# expect: E0003
files = find_files("*")
if files:
    marker = b"\x00"
files

# expect: E0108
files = find_files("*.txt")
with read_file("names.txt") as text:
    names = ", ".join(n.strip() for n in text.splitlines())
names

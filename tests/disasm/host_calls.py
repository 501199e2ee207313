# Tool calls go through the host-call table; the grade is in the header.
files = find_files("**/*.md")
first = read_file(files[0]) if files else ""
hits = search_content("TODO", path=".")
(len(files), len(first), len(hits))

paths = find_files("*.md")
{p: len(read_file(p).splitlines()) for p in paths}

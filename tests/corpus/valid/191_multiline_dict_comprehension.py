files = find_files("**/*.py")
index = {
    f: {
        "lines": len(read_file(f).splitlines()),
        "name": f.split("/")[-1],
    }
    for f in files
    if not f.startswith("vendor/")
}
len(index)

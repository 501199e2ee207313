with read_file("VERSION") as v: version = v.strip()
version

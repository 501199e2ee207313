files = find_files("**/*.json")
by_dir = {f.rsplit("/", 1)[0]: f for f in files if "/" in f}
inverted = {v: k for k, v in by_dir.items()}
by_dir, inverted

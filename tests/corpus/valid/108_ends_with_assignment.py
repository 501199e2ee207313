files = find_files("**/*.yml")
names = [f.split("/")[-1] for f in files]
result = {"count": len(names), "names": names}

files = find_files("**/*")
records = [{"path": f, "ext": f.rsplit(".", 1)[-1], "depth": f.count("/")} for f in files]
deep = [r for r in records if r["depth"] >= 3 and r["ext"] in ("py", "rs")]
shallow_names = sorted({r["path"].split("/")[-1] for r in records if r["depth"] == 0})
deep, shallow_names

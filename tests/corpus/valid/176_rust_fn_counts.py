files = find_files("src/**/*.rs")
counts = {}
for f in files:
    text = read_file(f)
    pub = text.count("pub fn ")
    private = text.count("fn ") - pub
    counts[f] = {"pub": pub, "private": private}
busiest = max(counts, key=lambda f: counts[f]["pub"] + counts[f]["private"]) if counts else None
busiest, counts

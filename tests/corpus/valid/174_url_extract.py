text = read_file("README.md")
urls = []
for token in text.replace("(", " ").replace(")", " ").split():
    if token.startswith(("http://", "https://")):
        urls.append(token.rstrip(".,>"))
domains = sorted({u.split("/")[2] for u in urls})
urls, domains

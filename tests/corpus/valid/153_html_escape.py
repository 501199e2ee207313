raw = read_file("snippet.txt")
escaped = raw.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
html = f"<pre>{escaped}</pre>"
html

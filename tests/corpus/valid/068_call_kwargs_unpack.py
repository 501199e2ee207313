opts = {"path": "src"}
hits = search_content("unwrap", **opts)
fmt = {"name": "lackpy", "ver": "0.1"}
line = "{name} v{ver}".format(**fmt)
merged = dict(**fmt, extra=True)
len(hits), line, merged

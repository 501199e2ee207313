hits = search_content("import ")
modules = {h["text"].split()[1] for h in hits if len(h["text"].split()) > 1}
sorted(modules)

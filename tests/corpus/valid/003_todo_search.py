hits = search_content("TODO")
len(hits)

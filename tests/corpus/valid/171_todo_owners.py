hits = search_content(r"TODO\(")
owners = {}
for h in hits:
    text = h["text"]
    start = text.find("TODO(") + 5
    end = text.find(")", start)
    who = text[start:end] if end > start else "unknown"
    owners[who] = owners.get(who, 0) + 1
sorted(owners.items(), key=lambda kv: kv[1], reverse=True)

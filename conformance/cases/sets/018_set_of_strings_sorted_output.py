tags = set()
posts = [["python", "rust"], ["rust", "vm"], ["python"], []]
for p in posts:
    tags.update(p)
print(sorted(tags))
print(", ".join(sorted(tags)))
print(len(tags), "vm" in tags)
sorted(tags, key=len)

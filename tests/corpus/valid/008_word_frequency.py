text = read_file("docs/guide.md")
counts = {}
for word in text.lower().split():
    word = word.strip(".,;:!?()[]\"'")
    if word:
        counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: -kv[1])[:10]
top

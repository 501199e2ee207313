# Count words in a text and report the most common ones. Pure: it calls no
# tools, so its grade is w0/d0. Run it with:
#   lackpy-vm run spec/examples/wordcount.py
text = """the quick brown fox jumps over the lazy dog
the dog sleeps and the fox runs"""
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
for word, n in top:
    print(f"{word:<6} {n:>3}")
{"words": sum(counts.values()), "distinct": len(counts), "top": top[0][0]}

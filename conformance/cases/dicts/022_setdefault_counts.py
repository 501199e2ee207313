text = "the quick the lazy the end quick"
index = {}
for i, w in enumerate(text.split()):
    index.setdefault(w, []).append(i)
print(index)
{w: pos for w, pos in index.items() if len(pos) > 1}

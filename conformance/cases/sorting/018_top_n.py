scores = [("ann", 88), ("bob", 95), ("cid", 70), ("dee", 95), ("eve", 82)]
top3 = sorted(scores, key=lambda s: s[1], reverse=True)[:3]
print(top3)
bottom2 = sorted(scores, key=lambda s: s[1])[:2]
print(bottom2)
ranked = [(i + 1, name) for i, (name, sc) in enumerate(sorted(scores, key=lambda s: (-s[1], s[0])))]
ranked

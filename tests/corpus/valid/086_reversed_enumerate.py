words = ["alpha", "beta", "gamma"]
back = list(reversed(words))
numbered = [f"{i}. {w}" for i, w in enumerate(words, 1)]
for i, w in enumerate(reversed(words)):
    numbered.append(f"r{i}:{w}")
numbered, back

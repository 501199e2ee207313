words = ["apple", "bob", "civic", "dog"]
lengths = [n for n in [len(w) for w in words] if n > 3]
pals = [w for w in [x.lower() for x in words] if w == w[::-1]]
lengths, pals

words = ["apple", "bob", "cat", "apple", "dog"]
lengths = {w: len(w) for w in words}
print(lengths)
inverse = {v: k for k, v in lengths.items()}
print(inverse)
print({i: i * i for i in range(5) if i % 2})
{k: v for k, v in zip("xyz", [1, 2, 3])}

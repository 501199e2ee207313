# Method calls, positional and keyword, and a method as a value.
text = "Hello, World"
low = text.lower()
parts = text.split(", ")
upper = text.upper
shout = upper()
joined = "-".join(parts)
words = ["b", "a"]
words.sort(reverse=True)
(low, parts, shout, joined, words)

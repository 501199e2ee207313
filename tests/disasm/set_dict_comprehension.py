# Set and dict comprehensions; the nested unit reads a global.
words = ["apple", "bob", "anna", "bob"]
initials = {w[0] for w in words}
lengths = {w: len(w) for w in words if w != "bob"}
(sorted(initials), lengths)

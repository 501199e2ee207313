words = ["alpha", "beta", "gamma"]
print(", ".join(words))
print("".join(words))
print("-".join("abc"))
print("|".join([]), "|".join(["one"]))
print(" ".join([w.upper() for w in words]))
"\n".join(words)

print("".join(["a", "b"]))
sum(["a", "b"], "")

pairs = enumerate(["a"], first=1)

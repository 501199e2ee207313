n = len(*["a", "b"])

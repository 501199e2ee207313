a = abs()

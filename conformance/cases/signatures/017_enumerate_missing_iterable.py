pairs = enumerate()

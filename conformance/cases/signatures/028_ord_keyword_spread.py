c = ord(**{"c": "a"})

# `in`, `not in`, `is`, `is not`.
seen = {"a", "b"}
hit = "a" in seen
miss = "z" not in seen
nothing = None
(hit, miss, nothing is None, hit is not None)

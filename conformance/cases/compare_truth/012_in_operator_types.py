print(1 in [1, 2], "a" in "abc", "ab" in ["ab"], "a" in ["ab"], 2 in (1, 2))
print("k" in {"k": 1}, 1 in {"k": 1}, 3 in range(5), 5 in range(5), 4 in range(0, 10, 2))
print(1.0 in [1], True in [1], 0 in [False], [] in [[]], "" in "")
3.5 in range(5)

print(str(), str(0), str(-12), str(1.5), str(1e16), str(True), str(None))
print(str([1, "a"]), str(("a",)), str({"k": "v"}), str({1}), str(set()))
print(str("already"), str(range(2, 5)), str(-0.0), str(float("inf")))
[str(x) for x in [1, 1.0, "1", [1], (1,)]]

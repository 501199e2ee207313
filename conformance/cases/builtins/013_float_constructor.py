print(float(), float(1), float("1.5"), float(" -2.5 "), float("1e-3"), float("inf"), float("-inf"))
print(float("nan"), float(True), float("1_0.5"), float(".5"), float("5."), float("+1E2"))
print(float(12345678901234567890), float(-7), float("1e308") * 10)
float("  3  ")

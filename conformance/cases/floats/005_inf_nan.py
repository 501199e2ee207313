inf = float("inf")
nan = float("nan")
print(inf, -inf, nan)
print(inf > 1e308, -inf < -1e308, inf == inf)
print(nan == nan, nan != nan, nan < 1, nan > 1)
print(inf - inf, inf * 0)
print(float("-inf"), float("Infinity"), float("-NaN"), float("INF"))
[inf + 1, inf / 2, -inf * 2]

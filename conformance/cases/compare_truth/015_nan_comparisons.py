nan = float("nan")
inf = float("inf")
print(nan == nan, nan != nan, nan < 0, nan >= 0, nan in [nan])
print(inf == inf, -inf < 0 < inf, inf > 1e308)
print(sorted([3.0, 1.0, 2.0]), max(1, inf), min(-inf, 0))
[nan == float("nan"), [nan] == [nan], [nan] == [float("nan")]]

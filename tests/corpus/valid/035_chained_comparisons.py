x = 7
in_range = 0 < x <= 10
strict = 1 < 2 < 3 < x
mixed = 0 <= x < 100 != x
eq = x == 7 == 7.0
[in_range, strict, mixed, eq]

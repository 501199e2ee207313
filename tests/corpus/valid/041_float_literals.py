fs = [1.5, .5, 5., 1e10, 1.5e-3, 1_000.000_1, 1E5, 2.5E+3, 0.0, 3.14159]
total = sum(fs)
rounded = round(total, 3)
[total, rounded, int(1.9e2), float("2.5")]

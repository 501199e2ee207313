n = 255
bits = n.bit_length()
f = 2.0
whole = f.is_integer()
half = (2.5).is_integer()
cnt = (7).bit_count() if n > 0 else 0
bits, whole, half, cnt

print(round(3.14159), round(3.14159, 2), round(-3.5), round(4.5), round(5.5))
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-150, -2))
print(round(2.5, None), round(7, 0), round(7.0, 0), round(0.0), round(-0.0))
print(round(1e20), round(123.456, 10), round(123.456, -5))
[round(x / 2) for x in range(-5, 6)]

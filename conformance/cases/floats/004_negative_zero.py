z = -0.0
print(z, 0.0, -0.0 == 0.0)
print(0.0 * -1, -1 * 0.0, abs(-0.0))
print(str(z), f"{z}", f"{z:.2f}")
print(round(-0.4), round(-0.4, 1))
z

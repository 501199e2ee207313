print(round(0.5), round(1.5), round(2.5), round(3.5), round(-0.5), round(-1.5))
print(round(2.675, 2), round(0.125, 2), round(0.375, 2))
print(round(1.25, 1), round(1.35, 1))
print(round(5.5), round(6.5), round(-6.5))
[round(x) for x in [0.4, 0.6, 1.4999999, 2.5000001]]

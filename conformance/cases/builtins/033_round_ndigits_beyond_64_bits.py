big = 100000000000000000000000
print(round(2.5, big), round(2.5, -big), round(-2.5, -big), round(25, big), round(True, big))
round(1.25, 1)

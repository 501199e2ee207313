print(round(1.25, 1))
round("1.25", 1)

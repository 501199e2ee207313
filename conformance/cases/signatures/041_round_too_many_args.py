print(round(2.675, 2))
round(2.675, 2, 1)

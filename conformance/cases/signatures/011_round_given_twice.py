r = round(2.5, number=2.5)

print(round(2.5))
round(float("-inf"))

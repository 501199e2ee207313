print(float("0"))
float("")

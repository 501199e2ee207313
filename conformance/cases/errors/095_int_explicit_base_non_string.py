print(int("10", 16))
int(10, 16)

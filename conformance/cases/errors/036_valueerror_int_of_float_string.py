print(int("0"))
int("3.5")

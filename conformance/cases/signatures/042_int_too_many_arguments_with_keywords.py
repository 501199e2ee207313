print(int("12", base=8))
int("12", base=10, x=1)

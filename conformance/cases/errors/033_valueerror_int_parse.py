print(int("42"))
print(int(" 7 "))
int("4x2")

print(int("101", 2))
int("102", 2)

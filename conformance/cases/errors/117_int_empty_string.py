print(int("-0"))
int("")

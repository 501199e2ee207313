print(int("  ٣ "), int(" -15 "), int("1"), int(" 1 "), int("+١"), int("-１０"))
int("--١")

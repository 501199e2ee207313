print(int(), int(3.7), int(-3.7), int("42"), int(" -42 "), int("+7"))
print(int("ff", 16), int("0xff", 0), int("11", base=2), int("z", 36), int("0o17", 0))
print(int(True), int(False), int("1_000"), int(1e3))
big = int("123456789012345678901234567890")
big * 2

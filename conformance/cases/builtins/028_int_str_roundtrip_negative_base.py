vals = ["-101", "+101", "  101  ", "0101"]
print([int(v, 2) for v in vals])
print([int(v, 8) for v in vals], [int(v, 16) for v in vals])
print(int("-0x1F", 16), int("0b11", 0) + int("0o11", 0) + int("0x11", 0))
int("ZZ", 36)

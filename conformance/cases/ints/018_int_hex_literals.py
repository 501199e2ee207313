print(0xFF, 0o17, 0b101, 0x_dead_beef)
print(1_000_000)
print(0x10 + 0o10 + 0b10)
[0xA, 0o7, 0B11, 0XaB]

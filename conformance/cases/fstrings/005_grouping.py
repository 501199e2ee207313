n = 1234567890
print(f"{n:,} {n:_} {-n:,} {n:>16,} {n:016,}")
print(f"{1234.5678:,.2f} {1234567.891:_.1f} {999:,} {1000:,}")
print(f"{0xdeadbeef:_x} {255:_b} {4095:_o}")
big = 1
for i in range(30):
    big *= 10
f"{big:,}"

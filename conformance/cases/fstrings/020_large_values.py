big = 1
for i in range(25):
    big *= 7
print(f"{big} {big:x} {big:,} {big:e} {big:.3g}")
print(f"{1e300:f}"[:20], f"{1e22:f}", f"{1e-10:f}")
print(f"{123456789012345678:.2e} {12345678901234567890.0:,.0f}")
f"{-big:_}"

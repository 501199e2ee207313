rows = []
for i in range(-3, 14, 4):
    x = i * 1234567
    rows.append(f"{i:>3}|{x:>3}|{x:,}|{x:_}|{x:08}|{x:+}|{i:=+6}|{x:^12}|{i * 0.5:.1f}|{x:e}")
for r in rows:
    print(r)
for v in [7, "ab", 2.5, True, -0.0, 100000000000000000000]:
    print(f"[{v:>6}] [{v:<6}] [{v:^6}]")
print(f"{12:x>5}{12:05}{-12:05}{12:5d}{True:>3}{3:3}")
for n in [42, -42]:
    print(f"{n:3}|{n:>4}|{n:=7}|{n:x<5}|{n:+}")
for v in [1, 2]:
    print(f"{v:>3}", f"{v * 1.5:>8.3f}", f"{str(v):>3}")
f"{'x':>3}{'yz':d}"

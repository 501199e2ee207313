vals = ["\x00\x01\x1f", "\x7f", "\x80\x9f", "\u200b", "é", "中", "😀", "\r", "\u2028", "\ufeff", "\xa0"]
for v in vals:
    print(f"{v!r}", len(v))
vals

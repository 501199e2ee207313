vals = ["a'b", 'a"b', "a'b\"c", "\\", "\t", "\x1b[0m", "\u00e9", "\u200f", "\U0001F600"]
for v in vals:
    print(f"{v!r}")
f"{vals[1]!r}|{vals[2]!r}"

print("[" + "ab".center(5) + "]", "[" + "ab".center(6, "*") + "]", "[" + "abc".center(6, "*") + "]")
print("[" + "a".center(4, "-") + "]", "[" + "abc".center(2) + "]")
print("[" + "ab".ljust(5, ".") + "]", "[" + "ab".rjust(5, ".") + "]")
print("[" + "long".ljust(2) + "]", "[" + "x".rjust(0) + "]")
["abc".center(7, "é"), "".center(3, "z")]

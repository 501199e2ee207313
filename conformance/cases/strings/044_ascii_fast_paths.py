ws = " \t\n\x0b\x0c\r\x1c\x1d\x1e\x1f"
s = ws + "a b\x1fc  d" + ws
print([s.strip(), s.lstrip(), s.rstrip()])
print([ws.strip(), ws.lstrip(), ws.rstrip(), "".strip()])
print(s.split(), s.split(None, 1), s.split(maxsplit=2), s.split(maxsplit=0))
print(ws.split(), "".split(), "abc".split(), " abc ".split(maxsplit=0))
print("x\x85y\xa0z".split(), "x\x85y".strip("x"), " \xa0a\xa0 ".strip())
print("aaaa".replace("aa", "b"), "aaa".replace("a", "bc", 2), "abc".replace("", "-", 2))
print("abcabc".replace("c", ""), "abc".replace("abcd", "x"), "ab".replace("b", "é"))
print("hé hé".replace("é", "e"), "xyz".replace("z", "zz", -1), "aXbXc".replace("X", "--", 1))
t = "  Line 7 has TODO  "
u = t.strip().lower()
print(u, len(u), u.upper(), u[::-1], u.title(), u.swapcase(), u.capitalize(), u.casefold())
print(len(u.replace("todo", "done").split()), u.split()[2:])

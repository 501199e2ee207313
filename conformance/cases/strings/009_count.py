s = "banana"
print(s.count("a"), s.count("an"), s.count("ana"), s.count("x"))
print(s.count(""), "".count(""), "".count("a"))
print(s.count("a", 2), s.count("a", 2, 4), s.count("a", -2))
"aaaaa".count("aa")

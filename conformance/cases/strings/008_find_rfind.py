s = "hello world, hello there"
print(s.find("hello"), s.rfind("hello"), s.find("bye"), s.rfind("bye"))
print(s.find("o", 5), s.find("o", 5, 7), s.rfind("o", 0, 10))
print(s.find(""), s.rfind(""), "".find(""), "abc".find("", 5))
print(s.find("l", -5), s.rfind("l", -20, -10))
[s.index("world"), s.rindex("e")]

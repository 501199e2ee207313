s = "hello"
print(s.index("l"), s.rindex("l"))
print(s.find("z"))
s.index("z")

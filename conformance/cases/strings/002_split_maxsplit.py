s = "one two  three   four"
print(s.split(None, 1))
print(s.split(maxsplit=2))
print(s.rsplit(None, 1))
print(s.rsplit(maxsplit=2))
print("a-b-c-d".rsplit("-", 2))
"a-b-c-d".rsplit("-")

s = ""
print(s.find("a"), s.rfind(""), s.count("x"), s.split(), s.upper(), len(s))
print(s.strip(), s.zfill(2), s.title(), s.center(2, "*"))
print(s.startswith(""), s.endswith(""), s.partition("a"), s.rpartition("a"))
[s.isalpha(), s.isdigit(), s.isspace(), s.isprintable(), s.isascii(), s.isidentifier()]

samples = ["²", "½", "٣", "Ⅻ", "é", "ß", "中文", "\u00a0", "\x00", "tab\t", "ǅ"]
for s in samples:
    print(f"{s!r:10}", s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isspace(), s.isprintable(), s.isascii(), s.istitle())
[s.isascii() for s in ["", "abc", "\x7f", "\x80"]]

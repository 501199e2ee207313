pattern = "foo"
a = rf"\b{pattern}\b"
b = fr"\d{{2,3}}-{pattern}"
c = rf'''\s*{pattern}
\n'''
d = Rf"{pattern}\\"
[a, b, c, d]

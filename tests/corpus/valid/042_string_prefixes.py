plain = "plain"
single = 'single'
raw = r"C:\path\to\file"
RAW = R'\d+\s*'
uni = u"unicode"
UNI = U'also unicode'
name = "lackpy"
fs = f"hello {name}"
FS = F'hi {name}'
rf1 = rf"\w+{name}"
rf2 = fr"{name}\n"
rf3 = Rf"{name}\t"
rf4 = fR'{name}\s'
rf5 = RF"{name}"
rf6 = FR'{name}'
[plain, single, raw, RAW, uni, UNI, fs, FS, rf1, rf2, rf3, rf4, rf5, rf6]

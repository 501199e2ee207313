s = "a\tbc\tdef\tg"
print(s.expandtabs())
print(s.expandtabs(4))
print(s.expandtabs(1), s.expandtabs(0))
print("12345678\tx".expandtabs(8))
print("ab\ncd\tx".expandtabs(4))
[len("\t".expandtabs()), len("x\t".expandtabs(3))]

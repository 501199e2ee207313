s = "a\tb\nc\r\nd\x0be\x0cf  g"
print(s.split())
print(len(s.split()))
print("\t\n ".split(), " x ".split(None))
"x\u3000y\u00a0z".split()

s = "one\ntwo\r\nthree\rfour\n\nsix\n"
print(s.splitlines())
print(s.splitlines(True))
print("".splitlines(), "\n".splitlines(), "x".splitlines())
print("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i".splitlines())
"no newline at end".splitlines(keepends=True)

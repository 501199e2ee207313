s = "test_module.py"
print(s.removeprefix("test_"), s.removesuffix(".py"))
print(s.removeprefix("py"), s.removesuffix("test"))
print("aaa".removeprefix("a"), "aaa".removesuffix("aa"))
print(s.removeprefix(""), "".removesuffix("x"))
s.removeprefix(s)

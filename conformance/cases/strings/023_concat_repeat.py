a = "ab"
print(a + "cd", a * 3, 3 * a, a * 0, a * -2)
print(f"{a * 0!r}", "" * 100 == "")
b = a
b += "!"
print(a, b)
["-" * 10, "=" + "=" * 4]

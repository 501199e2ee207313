# f-strings: FormatValue with conversions and specs, BuildString.
name = "pi"
value = 3.14159
width = 8
print(f"{name!r}: {value:.2f}")
print(f"{name!s:>{width}}|{name!a}")
f"{value}"

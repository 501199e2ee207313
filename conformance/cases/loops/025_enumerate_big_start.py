for i, c in enumerate("abc", 9223372036854775806):
    print(i, c)
for i, (a, b) in enumerate(zip("xy", "z"), 9223372036854775807):
    print(i, a, b)

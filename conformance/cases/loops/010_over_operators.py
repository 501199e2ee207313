a = [1, 2]
b = [3]
for x in a + b:
    print(x)
for x in [0] * 3:
    print(x)
for x in 2 * (5, 6):
    print(x)
empty = []
for x in empty or ["fallback"]:
    print(x)
for x in a and b:
    print(x)
for c in "%s-%s" % ("p", "q"):
    print(c)

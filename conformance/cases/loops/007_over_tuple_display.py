for x in (1, 2):
    print(x)
for x in 3, 4, 5:
    print(x)
a = [6]
b = (7, 8)
for x in *a, *b:
    print(x)
for x in -1, "s", None:
    print(x)
for x in (a):
    print(x)
for x in ():
    print("never")

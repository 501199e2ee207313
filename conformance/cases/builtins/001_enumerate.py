xs = ["a", "b", "c"]
print(list(enumerate(xs)))
print(list(enumerate(xs, 1)), list(enumerate(xs, start=-2)))
print(list(enumerate("hi", 10)), list(enumerate([])))
for i, x in enumerate(xs, start=100):
    print(i, x)
list(enumerate({"k": 1, "j": 2}))

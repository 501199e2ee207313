print("{} {}".format(1, 2))
print("{} {}".format(1))

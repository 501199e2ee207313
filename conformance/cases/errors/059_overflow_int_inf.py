x = float("inf")
print(x)
int(x)

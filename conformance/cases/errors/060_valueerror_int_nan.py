x = float("nan")
print(x)
int(x)

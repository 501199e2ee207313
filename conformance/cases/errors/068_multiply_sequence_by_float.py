xs = [0]
print(xs * 3)
xs * 1.5

n = 5
label = "items"
print(n, label)
total = n + label

n = 5
print("before")
for x in n + 1:
    print(x)

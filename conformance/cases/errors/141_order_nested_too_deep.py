x = []
y = [1]
for i in range(1010):
    x = [x]
    y = [y]
print("built")
print(x < y)
print("not reached")

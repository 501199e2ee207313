x = []
y = []
for i in range(5000):
    x = [x]
    y = [y]
print("built")
same = x == y
print("not reached")

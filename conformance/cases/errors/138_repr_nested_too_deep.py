x = []
for i in range(5000):
    x = [x]
print("built")
text = str(x)
print("not reached")

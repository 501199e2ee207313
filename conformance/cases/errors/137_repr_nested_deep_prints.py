x = []
for i in range(990):
    x = [x]
text = str(x)
print(len(text), text[:5], text[-5:])

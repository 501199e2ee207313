big = 1
for i in range(400):
    big *= 10
print(len(str(big)))
float(big)

name = "file"
count = 3
print(name + str(count))
print(name + count)

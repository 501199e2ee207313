n = 5
print(n.bit_length())
n.split()

n = 255
print(n.bit_length(), n.bit_count())
print((0).bit_length(), (-1).bit_length(), (1024).bit_length())
print((-255).bit_count())
m = 1
for i in range(100):
    m = m * 2
print(m.bit_length())
(12).as_integer_ratio()

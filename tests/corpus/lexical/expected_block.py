# expect: E0100
for x in range(3):
y = 1

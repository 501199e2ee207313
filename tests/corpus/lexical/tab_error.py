# expect: E0007
for x in range(3):
        y = x
	z = x

xs = [3, 1, 2]
total = 0
for x in xs:
	# tabs and a comment
	if x > 1: total += x
	else: total -= x
total

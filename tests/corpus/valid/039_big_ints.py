big = 123456789012345678901234567890
bigger = big * big
neg = -99999999999999999999999
total = big + bigger + neg
str(total)[:20], len(str(bigger))

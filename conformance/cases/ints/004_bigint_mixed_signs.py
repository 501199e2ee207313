big = 1
for i in range(25):
    big *= 1000
neg = -big
print(neg)
print(big + neg, big - neg)
print(neg * neg == big * big)
print(neg // 7, neg % 7)
(big + 1) // 3

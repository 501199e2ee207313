big = 1
for i in range(30):
    big = big * 97
print(big % 13, (-big) % 13, big % -13, (-big) % -13)
print((-big) // 13 * 13 + (-big) % 13 == -big)
-big // 1000000000000

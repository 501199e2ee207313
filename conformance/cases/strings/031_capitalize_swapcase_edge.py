print("".capitalize(), "a".capitalize(), "1abc".capitalize(), "ABC DEF".capitalize())
print("ßa".capitalize(), "ǆx".capitalize())
print("Hello ß".swapcase(), "ǅ".swapcase())
"mIxEd CaSe 123".swapcase()

# Comparisons, and the conditional jumps of `and`, `or` and `if`.
x = 5
y = 9
if x < y and y <= 10:
    print("both")
small = x == 5 or y != 9
z = x if x > y else y
[small, z, x >= 3]

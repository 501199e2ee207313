# expect: E0120
x = 5
y = ~x
y

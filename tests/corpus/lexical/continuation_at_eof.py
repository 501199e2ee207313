# expect: E0013
x = 1 \

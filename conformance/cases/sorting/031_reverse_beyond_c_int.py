sorted([2, 1], reverse=2147483648)

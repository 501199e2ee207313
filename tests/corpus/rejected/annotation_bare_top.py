# expect: E0124
total: int
total = 3
total

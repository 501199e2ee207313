# expect: E0124
count: int = 0
count += 1
count

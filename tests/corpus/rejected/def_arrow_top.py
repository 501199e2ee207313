# expect: E0102
def total(xs) -> int:
    return sum(xs)

total([1, 2, 3])

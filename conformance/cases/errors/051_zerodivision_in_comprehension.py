xs = [2, 1, 0, 4]
print("computing")
inv = [
    10 // x
    for x in xs
]

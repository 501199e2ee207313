# expect: E0104
with read_file("data.txt") as text:
    from collections import Counter
    words = text.split()
len(words)

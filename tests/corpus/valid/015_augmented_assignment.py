total = 10
total += 5
total -= 3
total *= 4
total //= 5
total %= 7
ratio = 9
ratio /= 2
words = ["a"]
words += ["b", "c"]
label = "x"
label *= 3
counts = {"k": 1}
counts["k"] += 1
[total, ratio, words, label, counts]

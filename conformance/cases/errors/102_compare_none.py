scores = [3, None, 1]
print(scores[0] > 1)
max(scores)

words = read_file("words.txt").split()
longest = max(words, key=lambda w: len(w))
shortest = min(words, key=lambda w: (len(w), w))
maxi = max(3, 9, 4)
mini = min([5, 2, 8])
default_max = max([], default=0)
longest, shortest, maxi, mini, default_max

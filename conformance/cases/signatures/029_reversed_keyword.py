xs = reversed(sequence=[1, 2])

# A slice read needs no slice object (GetSlice); an augmented assignment
# to a slice builds one, as its key is read twice.
xs = [1, 2, 3, 4]
head = xs[:2]
xs[1:3] += [9]
(head, xs)

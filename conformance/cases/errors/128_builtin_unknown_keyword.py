sum([1], bogus=1)

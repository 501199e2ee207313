str(1, bogus=1)

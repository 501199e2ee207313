print(not 0, not 1, not "", not "a", not [], not [0], not None)
print(not not 5, not (1 and 0), not 1 == 2, (not 1) == 2)
print([not x for x in [0, 1, 2]])
not {}

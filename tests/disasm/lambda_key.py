# Key lambdas become code units; captures are passed with MakeLambda.
people = [("ann", 31), ("bob", 25)]
by_age = sorted(people, key=lambda p: p[1])
offset = 2
shifted = [min(people, key=lambda p: abs(p[1] - n * offset)) for n in range(3)]
(by_age, shifted)

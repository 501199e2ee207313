xs = [1, 4, 9, 16, 25]
diffs = [b - a for a, b in zip(xs, xs[1:])]
triples = list(zip(xs, xs[1:], xs[2:]))
running = []
acc = 0
for x in xs:
    acc += x
    running.append(acc)
diffs, triples, running

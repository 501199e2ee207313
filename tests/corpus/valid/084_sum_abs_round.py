deltas = [-3.5, 2.25, -0.75, 4]
total = sum(deltas)
magnitude = sum([abs(d) for d in deltas])
avg = round(magnitude / len(deltas), 2)
whole = round(total)
total, magnitude, avg, whole

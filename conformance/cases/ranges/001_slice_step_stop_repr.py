# A slice with a step keeps CPython's stop: start + stop index * step.
print(range(0, 10, 3)[::2], range(10)[1:8:3], range(10)[2:9:4])
range(1, 20, 2)[1:7:3]

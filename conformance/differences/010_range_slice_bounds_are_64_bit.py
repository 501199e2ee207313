# Pins a deliberate difference from CPython. spec/differences.md, "Limits on
# size and depth": "so must the start, stop and step of a slice of a range
# ... `range(0, 2**63 - 1, 2**62)[:]` is the same `OverflowError`, where
# CPython gives `range(0, 2**63, 2**62)`". CPython prints the first line and
# then `range(0, 9223372036854775808, 4611686018427387904)`.
r = range(0, 9223372036854775807, 4611686018427387904)
print(r[::-1], len(r))
r[:]

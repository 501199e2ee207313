s = {1}
print(isinstance(s, set), isinstance(s, (list, tuple)), isinstance(set(), set))
print(bool(set()), bool({0}), not set(), len({None}))
{None}

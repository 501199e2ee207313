print(sorted(["abc", "d", "ef"], key=len))
print(max([-10, 3], key=abs), min(["b", "A"], key=str.lower))
print(sorted([[3], [1, 2], []], key=len, reverse=True))
fns_ok = [isinstance(5, int), isinstance("", str)]
fns_ok

d = {"name": "lackpy", "n": 3}
a = f"{d['name']} has {d['n']} parts"
b = f'{d["name"]!r}'
c = f"""{d["name"] + 'x'}"""
e = f'''{d['n'] * 2} and {d["n"]}'''
[a, b, c, e]

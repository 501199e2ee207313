items = []
name = ""
count = 0
data = {}
print("empty" if not items else "has items")
print(name or "<anonymous>")
print(count or "zero")
print(len(data) == 0, not data, data == {})
[bool(items), bool(name), bool(count), bool(data)]

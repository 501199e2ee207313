users = [{"name": "ann", "age": 30, "admin": True}, {"name": "bob", "age": 17, "admin": False}, {"name": "cid", "age": 45, "admin": False}]
adults = [u["name"] for u in users if u["age"] >= 18]
admins = [u for u in users if u["admin"]]
print(adults, len(admins))
by_name = {u["name"]: u for u in users}
print(by_name["cid"]["age"])
[{k: v for k, v in u.items() if k != "admin"} for u in users][:2]

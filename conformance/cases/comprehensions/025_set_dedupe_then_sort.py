events = ["login:ann", "view:bob", "login:bob", "login:ann", "view:ann"]
users = sorted({e.split(":")[1] for e in events})
kinds = sorted({e.partition(":")[0] for e in events})
print(users, kinds)
{k: sorted({e.split(":")[1] for e in events if e.startswith(k)}) for k in kinds}

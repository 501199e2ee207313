scores = {"ann": 90, "bob": 72, "cid": 90, "dee": 85}
print(sorted(scores, key=lambda k: scores[k]))
print(sorted(scores, key=lambda k: (-scores[k], k)))
best = max(scores.values())
print([k for k, v in scores.items() if v == best])
min(scores.items(), key=lambda kv: kv[1])

people = [{"name": "Ann", "age": 31}, {"name": "Bob", "age": 25}]
people.append({"name": "Cid", "age": 40})
for p in people:
    p["senior"] = p["age"] >= 30
print(people)
[p["name"] for p in people if p["senior"]]

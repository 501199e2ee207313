d = {"name": None}
name = d["name"]
print("got", name)
name.strip()

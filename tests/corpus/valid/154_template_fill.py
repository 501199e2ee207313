template = read_file("templates/email.txt")
values = {"name": "Ann", "product": "lackpy", "days": "3"}
out = template
for key, value in values.items():
    out = out.replace("{{" + key + "}}", value)
missing = [w for w in out.split() if w.startswith("{{")]
out, missing

raw = "  Key1 = Value One ;KEY2= value two;  key3 =v3 ; "
pairs = [p.split("=") for p in raw.split(";") if p.strip()]
clean = {k.strip().lower(): v.strip().title() for k, v in pairs}
print(clean)
list(clean.values())

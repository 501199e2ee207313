lines = ["  alpha = 1", "beta=2  ", "# comment", "", "gamma =3"]
pairs = [l.split("=") for l in lines if l.strip() and not l.strip().startswith("#")]
print(pairs)
config = {k.strip(): int(v) for k, v in pairs}
print(config)
sum([v for v in config.values()])

a = read_file("old/config.toml").splitlines()
b = read_file("new/config.toml").splitlines()
only_a = sorted(set(a).difference(b))
only_b = sorted(set(b).difference(a))
common = len(set(a).intersection(b))
{"removed": only_a, "added": only_b, "common": common}

# String building with methods and concatenation.
line = "  key = value  "
key, _, val = line.strip().partition("=")
label = key.strip().title() + ": " + val.strip()
label

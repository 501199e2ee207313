code = len(read_file("status.txt").strip())
if code == 0: name = "zero"
elif code == 1: name = "one"
elif code == 2: name = "two"
elif code == 3: name = "three"
elif code < 10: name = "small"
elif code < 100: name = "medium"
elif code < 1_000: name = "large"
else: name = "huge"
name

n = int(x="12")

int(x="12")

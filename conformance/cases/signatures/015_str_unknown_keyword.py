s = str(value=12)

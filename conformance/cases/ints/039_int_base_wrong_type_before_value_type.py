int(12, None)

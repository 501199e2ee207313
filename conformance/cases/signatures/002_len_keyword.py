n = len(obj="abc")

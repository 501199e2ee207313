pairs = zip([1], [2], strict=True, fill=None)

zip([1], strict=True, fill=1)

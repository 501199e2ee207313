float("١ ٢")

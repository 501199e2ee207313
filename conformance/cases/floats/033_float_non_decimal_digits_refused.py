float("²")

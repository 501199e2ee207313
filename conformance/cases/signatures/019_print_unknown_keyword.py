print("a", "b", seperator=", ")

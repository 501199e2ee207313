print(sorted("ba"))
sorted()

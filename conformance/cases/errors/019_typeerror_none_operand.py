value = None
print("value is", value)
result = value * 2

value = None
print(f"{value}")
print(f"{value:>5}")

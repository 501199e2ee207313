s = "hello WORLD, it's a fine-day 3rd"
print(s.upper())
print(s.lower())
print(s.title())
print(s.capitalize())
print(s.swapcase())
s.casefold()

s = "a,b"
print(s.split(","))
s.split("")

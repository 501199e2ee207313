a = "abcdef"
print(a[1:3])
print(a["x":])

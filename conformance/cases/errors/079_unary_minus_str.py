s = "5"
print(-int(s))
-s

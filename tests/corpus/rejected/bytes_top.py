# expect: E0003
data = b"abc"
len(data)

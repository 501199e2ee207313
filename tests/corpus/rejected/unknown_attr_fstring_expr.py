# expect: E0203
s = "abc"
f"{s.size}"

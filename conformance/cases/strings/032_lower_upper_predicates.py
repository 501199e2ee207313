print("abc1".islower(), "ABC1".isupper(), "123".islower(), "123".isupper())
print("aBc".islower(), "".islower(), "ß".islower(), "ǅ".isupper())
print("hello".upper().isupper(), "HeLLo".lower().islower())
[c.isupper() for c in "aZ9_"]

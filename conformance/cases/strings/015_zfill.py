print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(5))
print("12345".zfill(3), "".zfill(3), "-".zfill(3), "+".zfill(1))
print("3.14".zfill(7), "-0.5".zfill(6))
"7".zfill(0)

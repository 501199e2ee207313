# expect: E0003
pattern = rb"\d+"
pattern

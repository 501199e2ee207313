s = """line one
  line two
line three"""
print(s)
print(s.splitlines())
t = "abc" "def" 'ghi'
print(t)
r = r"raw\n\t"
[len(s), len(r), r]

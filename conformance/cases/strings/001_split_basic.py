s = "a,b,,c"
print(s.split(","))
print(s.split(",", 1), s.split(",", 0), s.split(",", -1))
print("".split(","), "".split())
print("  a  b   c ".split())
print("  a  b   c ".split(" "))
"a::b::c".split("::")

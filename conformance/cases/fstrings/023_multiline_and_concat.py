a = 1
b = "two"
s = (f"a={a} "
     f"b={b} "
     "plain {not a field} "
     f"{a + 1}")
print(s)
t = f"""x
{a}
y"""
[s, t]

print("plain", ["in", "list"], ("t",), {"k": "v"})
print("tab\tin", ["tab\tin"])
print("é", ["é"], "\x00" == "\x00")
print(1.0, [1.0], -0.0, [-0.0])
print(None, [None], True, [True])
"printed"

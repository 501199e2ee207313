# expect: E0114
cmd = "go"
match cmd:
    case "go":
        result = 1
    case _:
        result = 0
result

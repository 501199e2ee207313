samples = ["123", "abc", "Abc", "   ", "ABC", "snake_case", "a1"]
table = []
for s in samples:
    table.append({
        "s": s,
        "digit": s.isdigit(),
        "alpha": s.isalpha(),
        "space": s.isspace(),
        "upper": s.isupper(),
        "lower": s.islower(),
        "ident": s.isidentifier(),
        "alnum": s.isalnum(),
    })
table

samples = ["abc", "ABC", "Abc", "abc123", "123", "", " ", "\t\n", "a b", "Hello World", "_x1", "1x"]
for s in samples:
    print(f"{s!r:14}", s.isalpha(), s.isalnum(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isspace(), s.islower(), s.isupper(), s.istitle(), s.isidentifier())
len(samples)

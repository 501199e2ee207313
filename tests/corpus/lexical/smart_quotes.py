# expect: E0001
x = “hello”

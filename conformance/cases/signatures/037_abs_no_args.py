print(abs(-2.5))
abs()

print(len("ab"))
len(obj="ab")

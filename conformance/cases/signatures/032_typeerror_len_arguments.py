print(len([1, 2]))
len()

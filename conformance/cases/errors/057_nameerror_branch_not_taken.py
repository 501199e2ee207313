flag = False
if flag:
    value = 1
print("flag is", flag)
print(value)

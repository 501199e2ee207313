# A variable assigned on only one path is checked before it is read.
flag = len("ab") > 1
if flag:
    found = "yes"
print(found)
found

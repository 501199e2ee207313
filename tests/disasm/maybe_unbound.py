# A variable assigned on only one path is checked before it is read.
flag = len("ab") > 1
if flag:
    found = "yes"
print(found)

# A comprehension loads a certainly assigned variable once, before its
# loop; one assigned on only one path is loaded (and checked) where it is
# read, so an empty loop raises nothing.
size = 2
[x * size for x in [1, 2] if x > 0]
[x + found for x in []]

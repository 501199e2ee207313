# expect: E0202
handle = open("f.txt")
handle

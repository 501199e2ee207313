# expect: E0100
print "hello"

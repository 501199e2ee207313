print("%c" % 65, "%c" % "z", "%c" % 233, "%c" % 9731)
print("[%3c] [%-3c]" % ("a", "b"))
"".join(["%c" % n for n in range(97, 102)])

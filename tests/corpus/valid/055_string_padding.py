n = 7
items = ["apple", "kiwi", "banana"]
lines = [name.ljust(10, ".") + str(len(name)).rjust(4) for name in items]
lines.append("end".center(14, "-"))
lines.append(str(n).zfill(5))
"\n".join(lines)

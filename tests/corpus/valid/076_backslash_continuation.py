files = find_files("**/*.rs")
total = len(files) + \
    len(find_files("**/*.py")) + \
    len(find_files("**/*.md"))
flag = total > 10 and \
       total < 1000
if total > 0 and \
        flag:
    status = "ok"
else:
    status = "odd"
status, total

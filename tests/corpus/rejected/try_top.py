# expect: E0105
try:
    text = read_file("maybe.txt")
except Exception:
    text = ""
len(text)

# expect: E0202
files = os.listdir(".")
files

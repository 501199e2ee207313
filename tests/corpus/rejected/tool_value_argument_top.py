# expect: E0208
print(read_file)

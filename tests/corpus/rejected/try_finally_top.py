# expect: E0105
done = False
try:
    text = read_file("log.txt")
finally:
    done = True
done

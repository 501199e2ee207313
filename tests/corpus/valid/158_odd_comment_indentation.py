files = find_files("*.rs")
n = 0
for f in files:
# a comment at column zero inside a block
        # a comment deeper than the block
    n += 1
  # a comment shallower than the block
    n += 0
n

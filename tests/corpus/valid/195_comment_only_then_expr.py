# This program only inspects the top of the tree.
# It has many comments.

# And blank lines.

find_files("*")

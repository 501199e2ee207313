# leading comment
# another

files = find_files("*.py")  # trailing comment
# between statements
count = 0   # counter
for f in files:  # loop header comment
    # inside loop
    if f:  # if comment
        count += 1  # increment
    # after if
else:  # else comment
    done = True
data = [  # open bracket comment
    1,  # first
    # standalone in list
    2,
]  # close
# before result
count, done, data  # the result
# trailing comment at end of file

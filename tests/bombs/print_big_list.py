# bomb: one print of a million-item list
# flags: --max-output 100000
# expect: LimitExceeded output
print(list(range(1000000)))

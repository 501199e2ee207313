# bomb: one print of a ten-million-item list
# flags: --max-output 1000000
# expect: LimitExceeded output
print(list(range(10000000)))

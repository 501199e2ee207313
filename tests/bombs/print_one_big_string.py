# bomb: one print of ten million bytes
# flags: --max-output 100000
# expect: LimitExceeded output
print('x' * 10000000)

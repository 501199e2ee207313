# bomb: one print of a hundred million bytes
# flags: --max-output 1000000
# expect: LimitExceeded output
print('x' * 100000000)

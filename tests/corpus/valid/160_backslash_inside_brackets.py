values = [1, 2, \
          3, 4]
total = sum([v for v in values \
             if v > 1])
values, total

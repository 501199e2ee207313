# expect: E0120
seen = {1}
new = {2}
if new:
    seen |= new
seen

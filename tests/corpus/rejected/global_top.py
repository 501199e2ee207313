# expect: E0109
global counter
counter = 0
counter

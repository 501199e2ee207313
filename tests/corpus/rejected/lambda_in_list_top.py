# expect: E0107
handlers = [lambda s: s.upper(), lambda s: s.lower()]
len(handlers)

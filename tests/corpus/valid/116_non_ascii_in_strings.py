greeting = "café — naïve — 日本語"
upper = greeting.upper()
n = len(greeting)
escaped = "caf\u00e9"
same = greeting[:4] == escaped
greeting, upper, n, same

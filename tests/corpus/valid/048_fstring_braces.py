key = "k"
value = 1
s = f"{{literal}} {key}={value} {{{key}}}"
t = f"{{}}"
s, t

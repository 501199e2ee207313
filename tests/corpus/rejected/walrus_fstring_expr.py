# expect: E0118
f"{(n := 10)} and more"

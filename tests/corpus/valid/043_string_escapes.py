s = "tab\there\nnewline\\backslash \"quote\" \'apos\'"
t = 'x\x41\x42 \u00e9 \U0001F600 \101\102 \0 \a\b\f\v\r'
u = "line one\
 continued"
[s, t, u, len(s), len(t)]

s = "tab:\t|nl:\n|bs:\\|q:\'\"|hex:\x41|uni:\u00e9|big:\U0001F600|oct:\101"
print(s)
print(len(s))
s

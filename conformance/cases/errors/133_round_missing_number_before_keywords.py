round(x=1.5)

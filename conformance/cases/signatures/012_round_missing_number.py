r = round(ndigits=1)

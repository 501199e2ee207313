opts = {"fill": 1}
print(round(2.5, **{"ndigits": 0}))
zip([1], **opts)

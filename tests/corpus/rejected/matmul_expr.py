# expect: E0121
ms = [[[1]], [[2]]]
products = [m @ m for m in ms]
products

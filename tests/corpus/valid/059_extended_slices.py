# Extended subscripts: a slice and an index together in one tuple.
table = {}
picked = table[1:2, 3] if table else None
strided = table[::2, 0] if table else None
both = table[0:1, 1:2] if table else None
also = table[:, 1] if table else []
[picked, strided, both, also]

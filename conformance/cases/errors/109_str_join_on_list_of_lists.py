rows = [["a"], ["b"]]
print(len(rows))
",".join(rows)

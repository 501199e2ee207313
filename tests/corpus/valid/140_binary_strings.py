nums = [5, 255, 1024, 0b1111]
table = [f"{n:>5} {n:016b} {n:#x} {n:#o}" for n in nums]
parsed = [int(s, 2) for s in ["101", "1111"]]
table, parsed

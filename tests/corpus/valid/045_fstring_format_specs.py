pi = 3.14159265
n = 42
big = 1234567.891
width = 10
rows = [
    f"{pi:.2f}",
    f"{pi:10.3f}|",
    f"{n:05d}",
    f"{n:>8}|",
    f"{n:<8}|",
    f"{n:^8}|",
    f"{n:x} {n:X} {n:o} {n:b}",
    f"{big:,.2f}",
    f"{big:_}",
    f"{0.25:.1%}",
    f"{pi:{width}.{2}f}",
    f"{n:+d}",
    f"{pi:e}",
]
rows

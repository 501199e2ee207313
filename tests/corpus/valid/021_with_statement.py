with read_file("notes.txt") as text:
    lines = text.splitlines()
    lines = [l for l in lines if l]
len(lines)

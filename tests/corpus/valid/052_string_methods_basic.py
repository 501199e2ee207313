s = "  Hello, World  "
results = [
    s.strip(),
    s.lstrip(),
    s.rstrip(),
    s.lower(),
    s.upper(),
    s.title(),
    s.strip().swapcase(),
    s.strip().casefold(),
    s.replace("World", "lackpy"),
    s.count("l"),
    s.find("World"),
    s.rfind("o"),
    s.index("H"),
]
results

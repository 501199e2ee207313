words = ["Level", "lackpy", "Racecar", "noon", "abc"]
pals = [w for w in words if w.lower() == w.lower()[::-1]]
cleaned = "".join([c for c in "A man, a plan, a canal: Panama".lower() if c.isalnum()])
pals, cleaned == cleaned[::-1]

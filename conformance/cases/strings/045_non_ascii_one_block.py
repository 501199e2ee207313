# Non-ASCII text through the methods that build new strs.
s = "  Żółw ∑ café 🐢 Words  "
t = s.strip()
print(t, len(t), t[1], t[-1], t[2:6])
print(s.split(), len(s.split()), s.split(" "), s.split("∑"))
print(t.upper(), t.lower(), t.upper().lower() == t.lower())
print(t.replace("café", "CAFÉ"), t.replace("é", "e"), t.replace("🐢", ""), t.replace("", "|", 3))
print("·".join(t.split()), "-".join(["ä", "b", "ç"]), "".join([]))
print(t + "!", "é" * 3, f"{t}|{len(t)}|{t[::-1]}")
print(s.lstrip(), s.rstrip() + "|", "ééxéé".strip("é"), "∑a∑".lstrip("∑"))
words = "ą b ć d ę".split()
print(words, [w.upper() for w in words], sorted(words, reverse=True))
print(t.startswith("Żół"), "∑" in t, t.find("🐢"), t.count("é"), t.index("W"))
d = {}
for w in (t + " " + t.lower()).split():
    d[w] = d.get(w, 0) + 1
print(d)
print(("é", 1) == ("é", 1), ("é", "a") < ("é", "b"), {"é": 1}["é"])
u = "ascii only"
print(u.upper(), u.split(), u.replace("only", "ÖNLY"), u.upper().isupper())

vals = ["café", "naïve ☃", "😀", "plain", "\u2028", "ÿ", "\u0100"]
for v in vals:
    print(f"{v!a}")
[f"{v!a}" for v in vals][:3]

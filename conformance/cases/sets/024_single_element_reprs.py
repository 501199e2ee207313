print({"it's"}, {(1, 2)}, {-0.0}, {None}, {"é"})
s = {"x"}
print(f"{s}", str(s), f"{s!r}")
{frozen for frozen in ["x"]}

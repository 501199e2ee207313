s = "report_2024.csv"
print(s.startswith("report"), s.startswith("Report"), s.endswith(".csv"))
print(s.endswith((".txt", ".csv")), s.startswith(("a", "b")))
print(s.startswith("2024", 7), s.endswith("report", 0, 6), s.startswith("", 100))
print("".startswith(""), "".endswith("a"))
[s.startswith(p) for p in ["r", "re", "rep_", ""]]

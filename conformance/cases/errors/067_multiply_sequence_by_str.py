print("ab" * 2)
"ab" * "c"

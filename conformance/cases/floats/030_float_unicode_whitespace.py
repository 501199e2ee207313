print(float("  ٣e٢ "), float(" -1.5 "), float("　๑๒　"), float(" 1.5 "), float("1"))
print(float("infinity　"), float("　-inf"))
float("　")

# expect: E0009
x = f"a } b"

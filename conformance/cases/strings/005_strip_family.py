s = "  \t hello world \n "
print([s.strip(), s.lstrip(), s.rstrip()])
print("xxhixx".strip("x"), "xyhiyx".strip("xy"), "abc".strip("cba"))
print("www.example.com".lstrip("cmowz."), "www.example.com".rstrip("cmowz."))
print(f"{''.strip()!r}", "   ".strip() == "")
"--==text==--".strip("-=")

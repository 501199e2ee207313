# `with` compiles to EnterContext, which raises TypeError at run time.
handle = read_file("README.md")
with handle:
    print("never")

# expect: E0121
@cache
def load(path):
    return read_file(path)

find_files("*")

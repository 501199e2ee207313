# expect: E0102
async def fetch(path):
    return read_file(path)

find_files("*")

# expect: E0121
files = find_files("*")
if files:
    @cache
    def load(path):
        return read_file(path)
files

# expect: E0102
def count_files(pattern):
    return len(find_files(pattern))

count_files("*.py")

# expect: E0103
class Report:
    name = "report"

files = find_files("*.py")
len(files)

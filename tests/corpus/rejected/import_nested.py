# expect: E0104
files = find_files("*.json")
if files:
    import json
len(files)

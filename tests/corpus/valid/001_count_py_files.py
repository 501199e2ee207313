# How many Python files are in the project?
files = find_files("**/*.py")
len(files)

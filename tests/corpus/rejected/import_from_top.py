# expect: E0104
from pathlib import Path
files = find_files("*.py")
len(files)

# expect: E0104
import os
files = find_files("*.py")
len(files)

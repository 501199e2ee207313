files = find_files("*.lock")
label = "locked" if files else "unlocked"
count = len(files)
plural = "file" if count == 1 else "files"
nested = "none" if count == 0 else "one" if count == 1 else "many"
f"{count} {plural} ({label}, {nested})"

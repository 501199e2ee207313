files = find_files("*.py")
out = []
if files:
  for f in files:
        if f.endswith("_test.py"):
         out.append(f)
        else:
            out.append(f.upper())
else:
                out.append("none")
out

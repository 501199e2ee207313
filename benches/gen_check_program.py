#!/usr/bin/env python3
"""Write benches/data/check_10k.py: a deterministic 10,000-line lackpy program
(valid lackpy with the default kit, and valid Python) that the `check`
benchmark and compare_parse.py both read."""
import os
import sys

BLOCK = '''\
# block {i}
paths_{i} = find_files("src/**/*.py")
sizes_{i} = {{}}
for p in paths_{i}:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > {i} % 50:
        sizes_{i}[p] = len(lines)
    elif "TODO" in text:
        sizes_{i}[p] = -1
    else:
        sizes_{i}[p] = 0
big_{i} = [p for p, n in sizes_{i}.items() if n > 100 and not p.startswith("test")]
ranked_{i} = sorted(sizes_{i}.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_{i} = sum([n for p, n in ranked_{i}])
label_{i} = f"{{len(big_{i})}} big files, top {{ranked_{i}[:1]!r}}, ratio {{total_{i} / (len(paths_{i}) + 1):.2f}}"
counts_{i} = {{w: len(w) * {i} for w in label_{i}.split() if w.isalpha()}}
pairs_{i} = list(zip(range({i}, {i} + 3), ["a", "b", "c"]))
summary_{i} = {{"block": {i}, "label": label_{i}, "pairs": pairs_{i}, **counts_{i}}}
'''


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "data", "check_10k.py")
    lines = []
    i = 0
    while len(lines) < 10_000:
        block = BLOCK.format(i=i)
        lines.extend(block.splitlines())
        i += 1
    lines = lines[:10_000]
    # End on a complete statement: drop a trailing partial block.
    while lines and not lines[-1].startswith("summary_"):
        lines.pop()
    while len(lines) < 9_999:
        lines.append(f"# padding {len(lines)}")
    lines.append(f"summary_{i - 2}")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {out}: {len(lines)} lines")


if __name__ == "__main__":
    main()

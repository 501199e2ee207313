"""The playground's examples: every ```lackpy block of the spec's chapters
(in SUMMARY.md's order) and the programs in spec/examples/, as JSON, named
by chapter and heading. Usage: playground_examples.py SPEC_DIR OUT.json"""
import json
import pathlib
import re
import sys

spec, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
pages = re.findall(r"\]\(([\w-]+\.md)\)", (spec / "SUMMARY.md").read_text())
examples = []
for page in pages:
    text = (spec / page).read_text()
    title = next((l[2:].strip() for l in text.splitlines() if l.startswith("# ")), page)
    heading, n = title, 0
    for m in re.finditer(r"^(#{1,4}) ([^\n]*)$|^```lackpy(?P<info>[^\n`]*)\n(?P<code>.*?)^```$", text, re.M | re.S):
        if m.group(1):
            heading, n = m.group(2).strip(), 0
            continue
        n += 1
        info = m.group("info").strip()
        name = f"{title} › {heading}" + (f" ({n})" if n > 1 else "") + (f" [{info}]" if info else "")
        examples.append({"name": name, "source": m.group("code")})
for f in sorted((spec / "examples").glob("*.py")):
    examples.append({"name": f"examples/{f.name}", "source": f.read_text()})
out.write_text(json.dumps(examples, indent=0))
print(f"{out}: {len(examples)} examples")

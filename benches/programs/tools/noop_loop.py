# 10^6 calls to a no-op tool (benches/compare runs it with `--kit bench`,
# whose one tool is noop(x) returning None; CPython defines noop in
# noop_tool.py, the one difference).
n = 0
for i in range(1000000):
    if noop(i) is None:
        n += 1
print("checksum", n)

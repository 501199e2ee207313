files = find_files("src/**/*.rs")
graph = {}
for f in files:
    module = f.removeprefix("src/").removesuffix(".rs").replace("/", "::")
    deps = []
    for line in read_file(f).splitlines():
        line = line.strip()
        if line.startswith("use crate::"):
            deps.append(line[len("use crate::"):].split("::")[0].rstrip(";"))
    graph[module] = sorted(set(deps))
graph

#!/usr/bin/env python3
"""Generate a large tree of Rust-like sources for the tool benchmarks
(search_content against `grep -rn`, find_files against `find`).

Usage: benches/gen_tree.py DIR [--mb N]   (default 250 MB)

The tree is made at bench time and never checked in. It is deterministic
(seeded), so runs on different days search the same bytes: about 10,000
files of 8-48 KB in 100 crates, each with nested modules, a README, a
Cargo.toml and a few non-Rust files; some lines carry `TODO: retry` and
functions named `*_cache_N`, the benchmarks' patterns. Regenerated only
when DIR/.stamp does not name the same size and version.
"""
import os
import random
import sys

VERSION = 1
WORDS = ("alpha beta gamma delta parse render cache index token span buffer "
         "state node tree graph queue frame event value error result config "
         "reader writer stream block chunk batch table entry record field").split()
TYPES = ["u32", "u64", "i64", "usize", "String", "&str", "Vec<u8>", "Option<u32>", "bool"]


def ident(r):
    return "_".join(r.choice(WORDS) for _ in range(r.randint(1, 3)))


def function(r, n):
    name = ident(r)
    if r.random() < 0.02:
        name = f"{name}_cache_{n}"
    args = ", ".join(f"{ident(r)}: {r.choice(TYPES)}" for _ in range(r.randint(0, 4)))
    lines = [f"/// {ident(r).replace('_', ' ').capitalize()} the {r.choice(WORDS)}.",
             f"pub fn {name}({args}) -> {r.choice(TYPES)} {{"]
    for _ in range(r.randint(3, 25)):
        k = r.random()
        if k < 0.3:
            lines.append(f"    let {ident(r)} = {ident(r)}({r.randint(0, 999)});")
        elif k < 0.5:
            lines.append(f"    if {ident(r)} > {r.randint(0, 99)} {{ return {ident(r)}; }}")
        elif k < 0.65:
            lines.append(f"    for {r.choice(WORDS)} in {ident(r)}.iter() {{ {ident(r)}.push(*{r.choice(WORDS)}); }}")
        elif k < 0.75:
            lines.append(f"    // {' '.join(r.choice(WORDS) for _ in range(r.randint(3, 9)))}")
        elif k < 0.76:
            lines.append("    // TODO: retry when the " + r.choice(WORDS) + " is busy")
        elif k < 0.9:
            lines.append(f"    match {ident(r)} {{ Some(x) => x, None => {r.randint(0, 9)} }};")
        else:
            lines.append(f'    println!("{{}} {ident(r)}", {ident(r)});')
    lines.append(f"    {ident(r)}")
    lines.append("}")
    return "\n".join(lines) + "\n\n"


def generate(dest, mb):
    r = random.Random(17)
    # A pool of functions, assembled into files: fast to write, varied to read.
    pool = [function(r, n) for n in range(4000)]
    target = mb * 1_000_000
    written = 0
    n = 0
    crate = 0
    while written < target:
        cdir = os.path.join(dest, f"crate_{crate:03}")
        os.makedirs(os.path.join(cdir, "src"), exist_ok=True)
        with open(os.path.join(cdir, "Cargo.toml"), "w") as f:
            f.write(f'[package]\nname = "crate_{crate:03}"\nversion = "0.1.0"\n')
        with open(os.path.join(cdir, "README.md"), "w") as f:
            f.write(f"# crate {crate}\n\nTODO: retry the docs\n")
        for m in range(100):
            sub = os.path.join(cdir, "src", *(f"m{(m >> s) % 4}" for s in (4, 2)))
            os.makedirs(sub, exist_ok=True)
            size = r.randint(8_000, 48_000)
            parts, got = [f"//! Module {m} of crate {crate}.\n\nuse std::collections::HashMap;\n\n"], 0
            while got < size:
                p = pool[r.randrange(len(pool))]
                parts.append(p)
                got += len(p)
            text = "".join(parts)
            with open(os.path.join(sub, f"mod_{m:03}.rs"), "w") as f:
                f.write(text)
            written += len(text)
            n += 1
            if written >= target:
                break
        crate += 1
    return n, written


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    dest = sys.argv[1]
    mb = int(sys.argv[sys.argv.index("--mb") + 1]) if "--mb" in sys.argv else 250
    stamp = os.path.join(dest, ".stamp")
    want = f"{VERSION} {mb}\n"
    if os.path.exists(stamp) and open(stamp).read() == want:
        return
    if os.path.exists(dest):
        import shutil
        shutil.rmtree(dest)
    os.makedirs(dest)
    n, written = generate(dest, mb)
    with open(stamp, "w") as f:
        f.write(want)
    print(f"generated {n} Rust files, {written / 1e6:.0f} MB, in {dest}", file=sys.stderr)


if __name__ == "__main__":
    main()

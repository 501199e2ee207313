// The npm package against the native lackpy-vm, side by side in one run:
// the .wasm's size gzipped, `run("1 + 1")` in Node after load, and each
// hot-loop program of benches/programs (the VM's own stats.elapsed_ms,
// medians of alternated runs, outputs compared). Needs js/pkg (scripts/
// build-js) and a release lackpy-vm (cargo build --release --bin lackpy-vm).
// Usage: node benches/compare_js.mjs [--runs N]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const target = process.env.CARGO_TARGET_DIR ?? path.join(root, "target");
const native = path.join(target, "release", "lackpy-vm");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const loadStart = performance.now();
const { run } = await import(path.join(root, "js", "lackpy.js"));
const loadMs = performance.now() - loadStart;

const wasm = fs.readFileSync(path.join(root, "js", "pkg", "lackpy_js_bg.wasm"));
const gz = zlib.gzipSync(wasm, { level: 9 }).length;
console.log(`.wasm: ${(wasm.length / 1e6).toFixed(2)} MB, ${(gz / 1e6).toFixed(2)} MB gzipped; import took ${loadMs.toFixed(0)} ms`);

for (let i = 0; i < 2000; i++) run("1 + 1");
const n = 20000;
const t0 = performance.now();
for (let i = 0; i < n; i++) run("1 + 1");
console.log(`run("1 + 1"): ${(((performance.now() - t0) / n) * 1e3).toFixed(1)} µs a call (mean of ${n}, after 2000 to warm up)`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const limits = { fuel: 1e12, timeoutMs: 600_000, memory: 2 ** 31 };
console.log(`\n| program | native ms | Node ms | Node / native |\n|---|---:|---:|---:|`);
const dir = path.join(here, "programs");
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".py")).sort()) {
  const src = fs.readFileSync(path.join(dir, f), "utf8");
  const nat = [];
  const js = [];
  for (let i = 0; i < runs; i++) {
    const out = JSON.parse(
      execFileSync(native, ["run", path.join(dir, f), "--kit", "none", "--format", "json", "--fuel", "1000000000000", "--timeout", "600"], { encoding: "utf8", maxBuffer: 1 << 28 }),
    );
    nat.push(out.stats.elapsed_ms);
    const r = run(src, { kit: "none", limits });
    if (r.stdout !== out.stdout) throw new Error(`${f}: the outputs differ`);
    js.push(r.stats.elapsed_ms);
  }
  const a = median(nat);
  const b = median(js);
  console.log(`| ${f} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)} |`);
}

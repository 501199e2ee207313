// The npm package against the native lackpy-vm, side by side in one run:
// the .wasm's size gzipped, `run("1 + 1")` in Node after load (the median
// of single calls timed one by one), and each hot-loop program of
// benches/programs (the VM's own stats.elapsed_ms, medians and bests of
// alternated runs after one untimed run, outputs compared). Needs js/pkg
// (scripts/build-js) and a release lackpy-vm (cargo build --release
// --locked --no-default-features --features cli --bin lackpy-vm).
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)];

// Each call timed on its own (performance.now has sub-µs resolution in
// Node); the median is the figure, the mean and p90 show the spread.
for (let i = 0; i < 2000; i++) run("1 + 1");
const n = 20000;
const calls = new Float64Array(n);
for (let i = 0; i < n; i++) {
  const t = performance.now();
  run("1 + 1");
  calls[i] = (performance.now() - t) * 1e3;
}
const mean = calls.reduce((a, b) => a + b, 0) / n;
console.log(
  `run("1 + 1"): median ${median(calls).toFixed(1)} µs a call, mean ${mean.toFixed(1)}, p90 ${quantile(calls, 0.9).toFixed(1)} (${n} calls after 2000 to warm up; target <= 50)`,
);
const limits = { fuel: 1e12, timeoutMs: 600_000, memory: 2 ** 31 };
// One untimed run of each side first: V8 compiles the .wasm's functions
// with its baseline compiler and moves the hot ones to its optimizing one
// as they run (a program's first runs in a fresh process can be 10-50x
// slower), and a hot loop is what is compared.
console.log(
  `\n| program | native ms | Node ms | Node / native | best native | best Node | Node / native (best) |\n|---|---:|---:|---:|---:|---:|---:|`,
);
const dir = path.join(here, "programs");
const ratios = [];
for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".py")).sort()) {
  const src = fs.readFileSync(path.join(dir, f), "utf8");
  const nat = [];
  const js = [];
  for (let i = -1; i < runs; i++) {
    const out = JSON.parse(
      execFileSync(native, ["run", path.join(dir, f), "--kit", "none", "--format", "json", "--fuel", "1000000000000", "--timeout", "600"], { encoding: "utf8", maxBuffer: 1 << 28 }),
    );
    const r = run(src, { kit: "none", limits });
    if (r.stdout !== out.stdout) throw new Error(`${f}: the outputs differ`);
    if (i < 0) continue;
    nat.push(out.stats.elapsed_ms);
    js.push(r.stats.elapsed_ms);
  }
  const [a, b, c, d] = [median(nat), median(js), Math.min(...nat), Math.min(...js)];
  console.log(`| ${f} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)} | ${c.toFixed(1)} | ${d.toFixed(1)} | ${(d / c).toFixed(2)} |`);
  ratios.push(b / a);
}
const geo = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
console.log(`\nNode / native (medians): geometric mean ${geo.toFixed(2)}, worst ${Math.max(...ratios).toFixed(2)} (target: within 2)`);

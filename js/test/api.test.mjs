// The npm package against the CLI: the same programs give the same JSON
// objects (less the times). LACKPY_BIN names the folder of lackpyc and
// lackpy-vm (scripts/build-js builds them); target/debug by default, from
// wherever the tests are run.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as lackpy from "../lackpy.js";
import {
  check, run, runAsync, compile, tool, languageSpec, prompt, clean, version,
  Program, Execution, LackpyError, UsageError, CheckError, CorruptBytecode, CorruptSnapshot,
} from "../lackpy.js";

const BIN = process.env.LACKPY_BIN ?? fileURLToPath(new URL("../../target/debug", import.meta.url));

/** Times differ from run to run; everything else must not. */
function steady(report) {
  const r = structuredClone(report);
  delete r.changes;
  if (r.stats) {
    delete r.stats.elapsed_ms;
    delete r.stats.peak_memory_bytes;
  }
  for (const t of r.trace ?? []) {
    delete t.duration_ms;
    delete t.started_ms;
    delete t.ended_ms;
  }
  return r;
}

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lackpy-js-"));
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), text);
  }
  return dir;
}

function vm(source, args = [], files = {}) {
  const dir = tree(files);
  const r = spawnSync(path.join(BIN, "lackpy-vm"), ["run", "-", "--format", "json", "--root", dir, ...args], {
    input: source,
    encoding: "utf8",
  });
  return { report: JSON.parse(r.stdout), dir };
}

function lackpyc(args, input) {
  const r = spawnSync(path.join(BIN, "lackpyc"), args, { input, encoding: "utf8" });
  return r.stdout;
}

const PROGRAMS = [
  "print('hi')\n1 + 1\n",
  "xs = [3, 1, 2]\nsorted(xs)[-1] * 10\n",
  "d = {'a': 1}\nd['b']\n",
  "s = 'a,b,c'.split(',')\n{'n': len(s), 'last': s[-1], 't': (1, 2)}\n",
  "while True:\n    pass\n",
  "x = undefined_name + 1\n",
  "[i * i for i in range(5)]\n",
  "f'{3.5:>8}|{10 // 3}'\n",
  // Big ints divided by a word and written out: wasm32 does these its own
  // way (src/value/bigword.rs), natively num-bigint does.
  [
    "f = 1",
    "for i in range(1, 400):",
    "    f = f * i",
    "out = []",
    "for a in [f, -f, f + 12345, -(f // 7) - 1, 18446744073709551617]:",
    "    for d in [1, 2, 7, 10, 1000000007, 4294967295, -3, -10, -4294967295, 4294967296]:",
    "        out.append((a // d) % 1000000009)",
    "        out.append(a % d)",
    "out.append(str(-f)[:40] + str(f)[-40:] + str(f * f * f)[300:340])",
    "tens = [int('1' + '0' * k) for k in [19, 38, 39, 77, 152, 153, 305, 1300]]",
    "out.append([str(t - 1) == '9' * (len(str(t)) - 1) for t in tens])",
    "out.append([len(str(f)), len(str(f * f * f)), str(-1180591620717411303424)])",
    "out",
  ].join("\n") + "\n",
];

for (const src of PROGRAMS) {
  test(`run equals lackpy-vm run: ${JSON.stringify(src)}`, () => {
    const got = run(src);
    assert.deepEqual(steady(got), steady(vm(src).report));
  });
}

// Blocks of every size class of the allocator's cache (up to 512 bytes)
// and past it, made, grown and shrunk by realloc across the classes
// (a string built up a character at a time, lists grown and cut, big
// strings sliced down into a class), freed and reused: the same answers
// as natively, and nothing of it left counted against a small memory
// limit (a cached block is free).
test("blocks of every size, grown, shrunk and reused, equal lackpy-vm run", () => {
  const src = [
    "s = ''",
    "lens = []",
    "for i in range(700):",
    "    s += chr(65 + i % 26)",
    "    if i % 37 == 0:",
    "        lens.append(len(s[: i // 2]) + len(s.upper()))",
    "big = 'xyz' * 400",
    "parts = [big[: (i * 13) % 600] for i in range(300)]",
    "xs = []",
    "for i in range(2000):",
    "    xs.append((i, str(i) * (i % 40)))",
    "    if i % 3 == 0:",
    "        xs.pop()",
    "    if i % 500 == 0:",
    "        xs = xs[: len(xs) // 4]",
    "d = {}",
    "for i in range(3000):",
    "    d[str(i % 257) * (i % 9 + 1)] = i",
    "words = ' '.join(str(i) for i in range(400)).split(' ')",
    "[len(s), sum(lens), sum(len(p) for p in parts), len(xs), xs[-1][1][:20], len(d), sum(d.values()), len(words), words[123]]",
    "",
  ].join("\n");
  assert.deepEqual(steady(run(src)), steady(vm(src).report));
  const churn = "t = 0\nfor i in range(50000):\n    t += len(str(i) + 'abc' * (i % 100))\nt\n";
  const r = run(churn, { limits: { memory: 1_000_000 } });
  assert.equal(r.success, true, JSON.stringify(r.error));
  assert.deepEqual(steady(r), steady(vm(churn, ["--max-memory", "1000000"]).report));
});

test("check equals lackpyc check (less file), rules included", () => {
  for (const [src, opts, args] of [
    ["content = read_file(path)\nlen(content)\n", { params: ["path"] }, []],
    ["import os\n", {}, []],
    ["for i in range(3):\n    print(i)\n", { rules: ["no_loops"] }, ["--rules", "no_loops"]],
    ["read_file('a')\n", { kit: "none" }, ["--kit", "none"]],
  ]) {
    const want = JSON.parse(lackpyc(["check", "-", "--format", "json", ...args], src));
    delete want.file;
    if (opts.params) {
      // lackpyc has no parameters: bind it first, as a variable would be.
      const w2 = JSON.parse(lackpyc(["check", "-", "--format", "json"], "path = 'x'\n" + src));
      assert.equal(w2.valid, true);
      assert.equal(check(src, opts).valid, true);
      assert.deepEqual(check(src, opts).calls, ["read_file", "len"]);
      continue;
    }
    assert.deepEqual(check(src, opts), want);
  }
});

const FILES = { "a.txt": "alpha\nbeta\n", "src/m.py": "def f():\n    return 1\n", "src/n.py": "x = f()\n", ".hidden": "no" };

test("the file tools over an in-memory tree equal the CLI's over a folder", () => {
  const src = [
    "t = read_file('a.txt')",
    "fs = find_files('**/*.py')",
    "hits = search_content('f\\\\(', 'src')",
    "write_file('out/new.txt', t.upper())",
    "ok = edit_file('a.txt', 'beta', 'gamma')",
    "missing = edit_file('a.txt', 'zzz', 'y')",
    "[t, fs, hits, ok, missing, read_file('a.txt')]",
    "",
  ].join("\n");
  const kit = "read,write_file,edit_file";
  const got = run(src, { kit, files: FILES });
  const { report, dir } = vm(src, ["--kit", kit], FILES);
  assert.equal(got.success, true, JSON.stringify(got.error));
  assert.deepEqual(steady(got), steady(report));
  assert.deepEqual(got.changes, { "a.txt": "alpha\ngamma\n", "out/new.txt": "ALPHA\nBETA\n" });
  assert.equal(fs.readFileSync(path.join(dir, "out/new.txt"), "utf8"), "ALPHA\nBETA\n");
  // A refusal and a missing file say what the CLI says.
  for (const bad of ["read_file('../x')", "read_file('nope.txt')", "read_file('/etc/passwd')"]) {
    const g = run(bad, { files: FILES });
    assert.equal(g.success, false);
    if (bad.includes("/etc")) {
      assert.equal(g.error.type, "ToolError");
      continue;
    }
    assert.deepEqual(steady(g), steady(vm(bad, [], FILES).report));
  }
});

test("root in Node is the real folder, confined", () => {
  const dir = tree(FILES);
  fs.symlinkSync("/etc", path.join(dir, "out"));
  const src = "[read_file('a.txt'), find_files('**/*.py')]\n";
  const got = run(src, { root: dir });
  assert.deepEqual(steady(got), steady(vm(src, [], FILES).report));
  const esc = run("read_file('out/passwd')", { root: dir });
  assert.equal(esc.error.type, "ToolError");
  assert.match(esc.error.message, /outside the root/);
  const w = run("write_file('b/c.txt', 'hey')", { root: dir, kit: "write_file" });
  assert.equal(w.success, true, JSON.stringify(w.error));
  assert.equal(fs.readFileSync(path.join(dir, "b/c.txt"), "utf8"), "hey");
  assert.throws(() => run("1", { root: dir, files: {} }), UsageError);
});

test("ints beyond 2^53 cross as BigInt both ways", () => {
  const r = run("n * 2 + 1", { params: { n: 2n ** 70n } });
  assert.equal(r.output, 2n ** 71n + 1n);
  assert.equal(r.repr, String(2n ** 71n + 1n));
  assert.equal(run("9007199254740990 + 1").output, 2 ** 53 - 1);
  assert.equal(typeof run("9007199254740991 + 1").output, "bigint");
  const seen = [];
  const big = tool((x) => (seen.push(x), x + 1n), { name: "inc", params: ["x"], grade: [0, 0] });
  assert.equal(run("inc(100000000000000000000)", { tools: [big] }).output, 10n ** 20n + 1n);
  assert.equal(seen[0], 10n ** 20n);
});

test("tools: functions, the object form, errors in the trace", () => {
  const double = tool((n) => n * 2, { name: "double", params: ["n: int"], grade: { w: 0, d: 0 }, doc: "Twice n" });
  const r = run("double(21)", { tools: [double] });
  assert.equal(r.output, 42);
  assert.deepEqual(r.grade, { w: 0, d: 0 });
  assert.equal(r.trace[0].tool, "double");
  const obj = run("greet(name='ann') + shout('x')", {
    kit: "none",
    tools: {
      greet: { fn: (name) => `hi ${name}`, params: ["name"], grade: [0, 0] },
      shout: (t) => t.toUpperCase(),
    },
  });
  assert.equal(obj.output, "hi annX");
  assert.deepEqual(obj.grade, { w: 3, d: 3 }, "undeclared grade is the highest");
  const bad = run("boom()", { tools: { boom: () => { throw new Error("it broke"); } } });
  assert.equal(bad.success, false);
  assert.equal(bad.error.type, "ToolError");
  assert.match(bad.error.message, /it broke/);
  assert.equal(bad.trace[0].success, false);
  const asyncInSync = run("slow()", { tools: { slow: async () => 1 } });
  assert.match(asyncInSync.error.message, /runAsync/);
  assert.throws(() => tool(() => 1, { name: "not a name" }), UsageError);
  assert.throws(() => tool(() => 1, { name: "g", grade: [4, 0] }), UsageError);
});

test("runAsync awaits async tools", async () => {
  const fetchUser = async (id) => {
    await new Promise((r) => setTimeout(r, 1));
    return { id, name: `user${id}` };
  };
  const r = await runAsync("[fetch_user(i)['name'] for i in range(3)]", {
    tools: { fetch_user: { fn: fetchUser, params: ["id"], grade: [1, 1] } },
  });
  assert.deepEqual(r.output, ["user0", "user1", "user2"]);
  assert.equal(r.trace.length, 3);
  const failing = await runAsync("f()", { tools: { f: async () => { throw new Error("nope"); } } });
  assert.equal(failing.error.type, "ToolError");
});

test("runAsync awaits the calls pending at once together", async () => {
  const state = { now: 0, most: 0 };
  const square = async (n) => {
    state.now += 1;
    state.most = Math.max(state.most, state.now);
    await new Promise((r) => setTimeout(r, 5));
    state.now -= 1;
    return n * n;
  };
  const src = "xs = [square(i) for i in range(8)]\nsum(xs)";
  const tools = { square: { fn: square, params: ["n"], grade: [1, 1] } };
  const together = await runAsync(src, { tools });
  assert.equal(together.output, 140);
  assert.equal(state.most, 8);
  state.most = 0;
  const alone = await runAsync(src, { tools, maxInFlight: 1 });
  assert.equal(state.most, 1);
  const strip = (r) => ({ ...r, stats: null, trace: r.trace.map((t) => [t.tool, t.args, t.result]) });
  assert.deepEqual(strip(together), strip(alone));
  // A tool that may write waits alone unless it says otherwise.
  state.most = 0;
  await runAsync(src, { tools: { square: { fn: square, params: ["n"] } } });
  assert.equal(state.most, 1);
  state.most = 0;
  await runAsync(src, { tools: { square: { fn: square, params: ["n"], concurrent: true } } });
  assert.equal(state.most, 8);
  // A failure: raised at its own call, the later calls discarded.
  const check = async (n) => {
    if (n === 2) throw new Error("two");
    return n;
  };
  const failed = await runAsync("[check(i) for i in range(5)]", {
    tools: { check: { fn: check, params: ["n"], grade: [1, 1] } },
  });
  assert.equal(failed.error.type, "ToolError");
  assert.deepEqual(failed.trace.map((t) => t.status ?? null), [null, null, null, "discarded", "discarded"]);
});

test("start: external calls pending at once, answered in any order", () => {
  const ask = tool(null, { name: "ask", params: ["q"], grade: [1, 1] });
  const e = compile("[ask(q) for q in ['a', 'b', 'c']]", { tools: [ask] }).start({ tools: [ask] });
  assert.deepEqual(e.pending.map((c) => c.args[0]), ["a", "b", "c"]);
  const [a, b, c] = e.pending.map((x) => x.id);
  e.resume({ [c]: "C" });
  assert.deepEqual(e.pending.map((x) => x.id), [a, b]);
  e.resume({ [b]: "B", [a]: "A" });
  assert.ok(e.done);
  assert.deepEqual(e.result.output, ["A", "B", "C"]);
});

test("compile: grade, calls, disasm, bytes", () => {
  const p = compile("len(read_file('a.txt'))");
  assert.ok(p instanceof Program);
  assert.deepEqual(p.grade, { w: 1, d: 1 });
  assert.deepEqual(p.calls.map((c) => c.name), ["read_file"]);
  const src = "x = 1\nprint(x + 2)\n";
  const q = compile(src, { kit: "none" });
  const file = path.join(tree({ "p.py": src }), "p.py");
  assert.equal(q.disasm(), lackpyc(["disasm", file]).replaceAll(file, "<program>"));
  const bytes = q.toBytes();
  assert.ok(bytes instanceof Uint8Array);
  const lpyc = path.join(path.dirname(file), "p.lpyc");
  execFileSync(path.join(BIN, "lackpyc"), ["compile", file, "-o", lpyc, "--kit", "none"]);
  // Each side reads the other's bytes.
  assert.equal(Program.fromBytes(fs.readFileSync(lpyc)).disasm(), lackpyc(["disasm", lpyc]));
  const ours = path.join(path.dirname(file), "ours.lpyc");
  fs.writeFileSync(ours, bytes);
  assert.equal(lackpyc(["disasm", ours]), q.disasm());
  const back = Program.fromBytes(bytes);
  assert.equal(back.run({ files: {} }).stdout, "3\n");
  assert.throws(() => Program.fromBytes(new Uint8Array([1, 2, 3])), CorruptBytecode);
  assert.throws(() => compile("while x:\n    pass\n"), (e) => {
    assert.ok(e instanceof CheckError && e instanceof LackpyError);
    assert.equal(e.diagnostics[0].code, "E0101");
    assert.equal(e.diagnostics[0].line, 1);
    return true;
  });
});

test("start: pending, resume, resumeError, snapshot, restore", () => {
  const ask = tool(null, { name: "ask", params: ["question: str"], grade: [1, 1] });
  const p = compile("a = ask('first?')\nb = ask('second?')\nprint(a, b)\na + b", { tools: [ask] });
  const e = p.start();
  assert.ok(e instanceof Execution);
  assert.equal(e.done, false);
  // Both calls are made before `print` needs them: pending at once.
  assert.deepEqual(e.pending.map((c) => [c.name, c.args, c.line, c.reason]), [
    ["ask", ["first?"], 1, "external"],
    ["ask", ["second?"], 2, "external"],
  ]);
  e.resume({ [e.pending[0].id]: "x" });
  assert.equal(e.pending.length, 1);
  const snap = e.snapshot();
  assert.ok(snap instanceof Uint8Array);
  const again = Execution.restore(snap, { tools: [ask] });
  assert.deepEqual(again.pending[0].args, ["second?"]);
  again.resume({ [again.pending[0].id]: "y" });
  assert.equal(again.result.output, "xy");
  assert.equal(again.result.stdout, "x y\n");
  e.resumeError(e.pending[0].id, "no answer");
  assert.equal(e.result.error.type, "ToolError");
  assert.equal(e.pending.length, 0);
  assert.throws(() => e.resume({ 99: 1 }), UsageError);
  assert.throws(() => Execution.restore(new Uint8Array([0, 1]), { tools: [ask] }), CorruptSnapshot);
  assert.throws(() => p.run(), UsageError);
});

test("limits: fuel, output, memory and time (through the host's clock)", () => {
  const loop = "t = 0\nfor i in range(100000000):\n    t += i\n";
  const fuel = run(loop, { limits: { fuel: 10000 } });
  assert.deepEqual(steady(fuel), steady(vm(loop, ["--fuel", "10000"]).report));
  const out = run("for i in range(1000):\n    print('x' * 100)\n", { limits: { output: 1000 } });
  assert.equal(out.error.type, "LimitExceeded");
  const time = run(loop, { limits: { timeoutMs: 50 } });
  assert.equal(time.error.type, "LimitExceeded");
  assert.match(time.error.message, /time/);
  const mem = run("x = 'a' * 10000000\ny = [x + str(i) for i in range(100)]\n", { limits: { memory: 50_000_000 } });
  assert.equal(mem.error.type, "LimitExceeded");
  assert.match(mem.error.message, /memory/);
});

test("languageSpec, prompt, clean, version", () => {
  assert.equal(languageSpec(), lackpyc(["spec"]));
  assert.deepEqual(languageSpec({ format: "json" }), JSON.parse(lackpyc(["spec", "--format", "json"])));
  const p = prompt({ kit: "read", tools: { ask: { params: ["question"], grade: [1, 1], doc: "Ask a person" } } });
  assert.match(p, /read_file/);
  assert.match(p, /ask\(question\)/);
  assert.equal(clean("Sure!\n```python\nx = 1\n```\nThat sets x."), "x = 1\n");
  const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url)));
  assert.equal(version, pkg.version);
  assert.equal(typeof lackpy.runAsync, "function");
});

test("bad options are UsageError", () => {
  assert.throws(() => run("1", { kit: "nope" }), UsageError);
  assert.throws(() => run("1", { params: { len: 1 } }), UsageError);
  assert.throws(() => check("1", { rules: ["bogus"] }), UsageError);
});

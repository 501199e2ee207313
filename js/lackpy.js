// lackpy for JavaScript: the lean core on WebAssembly. This module loads
// the .wasm beside it (Node reads the file, a browser fetches it) and
// gives the API of lackpy.d.ts over the generated bindings in pkg/.
import init, * as native from "./pkg/lackpy_js.js";

const isNode = typeof process !== "undefined" && !!process.versions?.node;
const wasmUrl = new URL("./pkg/lackpy_js_bg.wasm", import.meta.url);

if (isNode) {
  const fs = await import("node:fs");
  const path = await import("node:path");
  await init({ module_or_path: fs.readFileSync(wasmUrl) });
  globalThis.__lackpyHostFiles = nodeFiles(fs, path);
} else {
  await init({ module_or_path: wasmUrl });
}

// ---- the API --------------------------------------------------------------
// scripts/playground_bundle.py puts the rest of this file into the spec
// book's playground as a classic script (over wasm-bindgen's no-modules
// glue): below this line, no import and no top-level await.

export const version = native.version();

// ---- errors ---------------------------------------------------------------

/** Every error lackpy throws. */
export class LackpyError extends Error {
  constructor(message, report) {
    super(message);
    this.name = new.target.name;
    if (report !== undefined) this.report = report;
  }
}
/** Options or answers that do not fit (a bad kit, an unknown call id). */
export class UsageError extends LackpyError {}
/** A program the checker refused; `diagnostics` says where and why. */
export class CheckError extends LackpyError {
  get diagnostics() {
    return this.report?.error?.diagnostics ?? [];
  }
}
/** `.lpyc` bytes that are damaged, truncated or of another version. */
export class CorruptBytecode extends LackpyError {}
/** Snapshot bytes that are damaged, truncated or of another version. */
export class CorruptSnapshot extends LackpyError {}

const ERRORS = { UsageError, CheckError, CorruptBytecode, CorruptSnapshot };

function call(f) {
  try {
    return f();
  } catch (e) {
    if (typeof e !== "string") throw e;
    const { type, message, report } = parse(e);
    throw new (ERRORS[type] ?? LackpyError)(message, report);
  }
}

// ---- values on the wire ---------------------------------------------------

// An int beyond 2^53 crosses as a marked string (js/src/wire.rs).
const BIG = "\u0000lackpy:int:";

function revive(_key, v) {
  return typeof v === "string" && v.startsWith(BIG) ? BigInt(v.slice(BIG.length)) : v;
}

function parse(text) {
  return JSON.parse(text, text.includes("\\u0000lackpy:int:") ? revive : undefined);
}

function replace(_key, v) {
  if (typeof v === "bigint") return BIG + v.toString();
  if (v instanceof Set) return [...v];
  if (v instanceof Map) return Object.fromEntries(v);
  return v === undefined ? null : v;
}

function wire(value) {
  return JSON.stringify(value === undefined ? null : value, replace);
}

// ---- tools ----------------------------------------------------------------

const TOOL = Symbol("lackpy.tool");

/** The parameter names of a function, from its source. */
function paramsOf(fn) {
  const src = Function.prototype.toString.call(fn);
  const m = src.match(/^[^(=]*\(([^)]*)\)/) ?? src.match(/^\s*(?:async\s+)?([\w$]+)\s*=>/);
  if (!m) return [];
  return m[1]
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.includes("=") ? `${p.split("=")[0].trim()}=...` : p));
}

function gradeOf(name, grade) {
  if (grade === undefined || grade === null) return [3, 3];
  const g = Array.isArray(grade) ? grade : [grade.w, grade.d];
  if (!g.every((x) => Number.isInteger(x) && x >= 0 && x <= 3)) {
    throw new UsageError(`tool \`${name}\`: a grade is {w, d} with each from 0 to 3`);
  }
  return g;
}

/**
 * A JavaScript function as a tool: `tool(fn, {name, params, grade, doc})`.
 * With `fn` null the tool is answered by the host through `Execution`.
 */
export function tool(fn, { name, params, grade, doc, concurrent } = {}) {
  name = name ?? fn?.name;
  if (!name || !/^[A-Za-z_]\w*$/.test(name)) {
    throw new UsageError(`a tool's name must be an identifier, not ${JSON.stringify(name)}`);
  }
  if (fn !== null && fn !== undefined && typeof fn !== "function") {
    throw new UsageError(`tool \`${name}\`: fn must be a function`);
  }
  return Object.freeze({
    [TOOL]: true,
    name,
    fn: fn ?? null,
    params: params ?? (fn ? paramsOf(fn) : []),
    grade: gradeOf(name, grade),
    doc: doc ?? "",
    concurrent: concurrent ?? null,
  });
}

function toolsOf(tools) {
  if (!tools) return [];
  if (Array.isArray(tools)) {
    return tools.map((t) => (t?.[TOOL] ? t : typeof t === "function" ? tool(t) : tool(t.fn, t)));
  }
  return Object.entries(tools).map(([name, t]) =>
    t?.[TOOL] ? t : typeof t === "function" ? tool(t, { name }) : tool(t.fn, { ...t, name }),
  );
}

// ---- options --------------------------------------------------------------

function options(opts = {}, extra = {}) {
  const tools = toolsOf(opts.tools);
  let params = opts.params ?? {};
  if (Array.isArray(params)) params = Object.fromEntries(params.map((n) => [n, null]));
  const o = {
    kit: opts.kit === undefined ? null : Array.isArray(opts.kit) ? opts.kit.join(",") : opts.kit,
    tools: tools.map(({ name, params, grade, doc, concurrent }) => ({ name, params, grade, doc, concurrent })),
    params,
    rules: opts.rules ?? [],
    limits: opts.limits ?? {},
    files: opts.files ?? null,
    root: opts.root ?? null,
    maxGrade: opts.maxGrade ?? null,
    maxInFlight: opts.maxInFlight ?? null,
    ...extra,
  };
  return { json: JSON.stringify(o, replace), tools: new Map(tools.map((t) => [t.name, t])) };
}

// ---- running --------------------------------------------------------------

function argsFor(t, c) {
  const args = [...c.args];
  for (const [k, v] of Object.entries(c.kwargs)) {
    const i = t.params.findIndex((p) => p.replace(/[:=].*$/, "").trim() === k);
    if (i >= 0) args[i] = v;
  }
  return args;
}

function answer(exec, c, f) {
  try {
    const v = f();
    if (v && typeof v.then === "function") {
      v.then(undefined, () => {});
      exec.resumeError(BigInt(c.id), `\`${c.name}\` is an async function: run the program with runAsync`);
    } else {
      exec.resume(BigInt(c.id), wire(v));
    }
  } catch (e) {
    exec.resumeError(BigInt(c.id), e instanceof Error ? e.message : String(e));
  }
}

function finish(done) {
  const report = done.done;
  if (done.changes) report.changes = done.changes;
  return report;
}

/** Check a program without running it: `lackpyc check --format json`'s object. */
export function check(source, opts) {
  return call(() => parse(native.check(source, options(opts).json)));
}

// The one loop of `run` and `runAsync`: step the machine, refuse the calls
// of tools without a function, and hand the other calls of each pause to
// the caller (all those pending at once), which answers them before the
// machine steps on; the report is the return.
function* pauses(source, opts) {
  const o = options(opts);
  const exec = call(() => native.startSource(source, o.json));
  try {
    for (;;) {
      const s = parse(exec.step());
      if (s.done) return finish(s);
      const mine = [];
      for (const c of s.pending) {
        const t = o.tools.get(c.name);
        if (t?.fn) mine.push({ c, t });
        else if (exec.waits(BigInt(c.id))) {
          exec.resumeError(BigInt(c.id), `\`${c.name}\` has no function; answer it through Program.start`);
        }
      }
      if (mine.length) yield { exec, mine };
    }
  } finally {
    exec.free();
  }
}

/** Run a program: `lackpy-vm run --format json`'s object. */
export function run(source, opts) {
  const it = pauses(source, opts);
  for (let n = it.next(); ; n = it.next()) {
    if (n.done) return n.value;
    const { exec, mine } = n.value;
    for (const { c, t } of mine) {
      if (exec.waits(BigInt(c.id))) answer(exec, c, () => t.fn(...argsFor(t, c)));
    }
  }
}

/** `run`, awaiting tools that are async functions: the calls pending at
 * once (of tools whose grade only reads, or `concurrent: true`) together. */
export async function runAsync(source, opts) {
  const it = pauses(source, opts);
  for (let n = it.next(); ; n = it.next()) {
    if (n.done) return n.value;
    const { exec, mine } = n.value;
    const outcomes = await Promise.allSettled(mine.map(({ c, t }) => (async () => t.fn(...argsFor(t, c)))()));
    mine.forEach(({ c }, k) => {
      const id = BigInt(c.id);
      if (!exec.waits(id)) return;
      const o = outcomes[k];
      try {
        if (o.status === "rejected") throw o.reason;
        exec.resume(id, wire(o.value));
      } catch (e) {
        exec.resumeError(id, e instanceof Error ? e.message : String(e));
      }
    });
  }
}

/** A run paused at calls of tools the host answers (tools without `fn`). */
export class Execution {
  #native;
  #tools;
  #state;

  /** @internal */
  constructor(nativeExec, tools) {
    this.#native = nativeExec;
    this.#tools = tools;
    this.#advance();
  }

  #advance() {
    for (;;) {
      const s = parse(this.#native.step());
      if (s.done) {
        this.#state = { pending: [], result: finish(s) };
        return;
      }
      const host = [];
      for (const c of s.pending) {
        const t = this.#tools.get(c.name);
        if (!this.#native.waits(BigInt(c.id))) continue;
        if (t?.fn) answer(this.#native, c, () => t.fn(...argsFor(t, c)));
        else host.push(c);
      }
      if (host.length) {
        this.#state = { pending: host, result: null };
        return;
      }
    }
  }

  /** The calls the program waits for (empty once it has ended). */
  get pending() {
    return this.#state.pending;
  }
  get done() {
    return this.#state.result !== null;
  }
  /** The report once the program has ended, else null. */
  get result() {
    return this.#state.result;
  }

  /** Answer pending calls with values: `{id: value}`, in any order. */
  resume(answers) {
    for (const [id, v] of answers instanceof Map ? answers : Object.entries(answers)) {
      call(() => this.#native.resume(BigInt(id), wire(v)));
    }
    this.#advance();
  }

  /** Fail call `id` with a tool error carrying `message`. */
  resumeError(id, message) {
    call(() => this.#native.resumeError(BigInt(id), String(message)));
    this.#advance();
  }

  /** The paused run as bytes that `Execution.restore` continues from. */
  snapshot() {
    return call(() => this.#native.snapshot());
  }

  /** Continue a run from `snapshot()`'s bytes, with `opts`' kit and tools. */
  static restore(bytes, opts) {
    const o = options(opts);
    return new Execution(
      call(() => native.NativeExecution.restore(bytes, o.json)),
      o.tools,
    );
  }
}

/** A checked, compiled program. */
export class Program {
  #native;
  #opts;

  /** @internal */
  constructor(nativeProgram, opts) {
    this.#native = nativeProgram;
    this.#opts = opts ?? {};
  }

  /** The join of the grades of the tools it calls: `{w, d}`. */
  get grade() {
    return JSON.parse(this.#native.grade());
  }
  /** Each tool it calls, with its grade: `[{name, grade}]`. */
  get calls() {
    return JSON.parse(this.#native.calls());
  }
  /** The bytecode as `lackpyc disasm` prints it. */
  disasm() {
    return this.#native.disasm();
  }
  /** The program as `.lpyc` bytes. */
  toBytes() {
    return call(() => this.#native.toBytes());
  }
  static fromBytes(bytes) {
    return new Program(call(() => native.NativeProgram.fromBytes(bytes)));
  }
  /** Start it: an `Execution` paused at the first call the host answers. */
  start(opts) {
    const o = options({ ...this.#opts, ...opts });
    return new Execution(call(() => this.#native.start(o.json)), o.tools);
  }
  /** Run it to the end, as `run` does. */
  run(opts) {
    const e = this.start(opts);
    if (!e.done) {
      throw new UsageError(`the program waits for \`${e.pending[0].name}\`; answer it through start()`);
    }
    return e.result;
  }
}

/** Check and compile a program; a refused one throws `CheckError`. */
export function compile(source, opts = {}) {
  return new Program(call(() => native.NativeProgram.compile(source, options(opts).json)), opts);
}

/** The language's specification: markdown, or an object with `{format: "json"}`. */
export function languageSpec({ format = "markdown" } = {}) {
  const text = native.languageSpec(format === "json");
  return format === "json" ? JSON.parse(text) : text;
}

/** The system prompt a model is given for this namespace. */
export function prompt(opts) {
  return call(() => native.prompt(options(opts).json));
}

/** The program in a model's reply (fences, prose and thinking removed). */
export function clean(reply) {
  return native.clean(String(reply));
}

// ---- Node's real folder for `root` -----------------------------------------

// The file store over node:fs (js/src/lib.rs, HostFiles). The core has
// already refused `..` and absolute paths; here each path is resolved
// (symlinks too) and refused unless it stays inside the folder, and
// writes are a temporary file and a rename.
function nodeFiles(fs, path) {
  const base = (dir) => fs.realpathSync(dir);
  const inside = (root, real) => real === root || real.startsWith(root + path.sep);
  const refuse = (rel) => {
    throw new Error(`path \`${rel}\` resolves outside the root through a symlink`);
  };
  return {
    read(dir, rel) {
      const root = base(dir);
      let real;
      try {
        real = fs.realpathSync(path.join(root, rel));
      } catch {
        return null;
      }
      if (!inside(root, real)) refuse(rel);
      const st = fs.statSync(real);
      if (st.isDirectory()) return true;
      if (!st.isFile()) return null;
      return new Uint8Array(fs.readFileSync(real));
    },
    write(dir, rel, bytes) {
      const root = base(dir);
      const target = path.join(root, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (!inside(root, fs.realpathSync(path.dirname(target)))) refuse(rel);
      if (fs.existsSync(target) && !inside(root, fs.realpathSync(target))) refuse(rel);
      const tmp = `${target}.lackpy-${process.pid}-${Date.now()}.tmp`;
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, target);
    },
    files(dir, rel) {
      const root = base(dir);
      const out = [];
      const walk = (abs, relDir) => {
        for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
          if (e.name.startsWith(".")) continue;
          const r = relDir ? `${relDir}/${e.name}` : e.name;
          if (e.isDirectory()) walk(path.join(abs, e.name), r);
          else if (e.isFile()) out.push(r);
        }
      };
      const start = path.join(root, rel);
      try {
        if (inside(root, fs.realpathSync(start))) {
          if (fs.statSync(start).isFile()) out.push(rel);
          else walk(start, rel);
        }
      } catch {
        // a folder that is not there has no files
      }
      return out;
    },
  };
}

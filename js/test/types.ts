// Compiled (not run) by `tsc --strict` against lackpy.d.ts: the types a
// TypeScript user writes against must accept the documented uses.
import {
  check, run, runAsync, compile, tool, languageSpec, prompt, clean, version,
  Program, Execution, LackpyError, UsageError, CheckError, CorruptBytecode, CorruptSnapshot,
  type RunReport, type CheckReport, type Value, type Call, type Grade,
} from "../lackpy.js";

const c: CheckReport = check("len(xs)", { params: ["xs"], rules: ["no_loops"], kit: "none" });
const ok: boolean = c.valid;
const r: RunReport = run("double(21)", {
  tools: [tool((n: number) => n * 2, { name: "double", params: ["n: int"], grade: { w: 0, d: 0 }, doc: "Twice n" })],
  params: { big: 10n ** 20n },
  limits: { fuel: 1000, memory: 1 << 20, output: 100, timeoutMs: 50 },
  files: { "a.txt": "x" },
});
const out: Value = r.output;
const changed: string | undefined = r.changes?.["a.txt"];
async function later(): Promise<number> {
  const a = await runAsync("f()", { tools: { f: { fn: async () => 1, grade: [1, 1] } } });
  return a.trace.length;
}
const p: Program = compile("ask('q')", { tools: { ask: { params: ["question"], grade: [1, 1] } } });
const g: Grade = p.grade;
const names: string[] = p.calls.map((x) => x.name);
const bytes: Uint8Array = p.toBytes();
const e: Execution = Program.fromBytes(bytes).start({ tools: [tool(null, { name: "ask" })] });
const calls: Call[] = e.pending;
if (!e.done) e.resume({ [calls[0].id]: "yes" });
e.resumeError(0, "no");
const again: Execution = Execution.restore(e.snapshot(), {});
const spec: string = languageSpec();
const specJson: { [key: string]: unknown } = languageSpec({ format: "json" });
const text: string = prompt({ kit: "read" }) + clean("```\n1\n```") + version + p.disasm();
function kind(err: unknown): string {
  if (err instanceof CheckError) return err.diagnostics[0]?.code ?? "";
  if (err instanceof UsageError || err instanceof CorruptBytecode || err instanceof CorruptSnapshot) return err.name;
  return err instanceof LackpyError ? err.message : "";
}
export { ok, out, changed, later, g, names, again, spec, specJson, text, kind };

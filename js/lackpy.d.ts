// Types of the npm package `lackpy` (lackpy.js).

/** A value that crosses between a program and JavaScript: JSON-like, with
 * ints beyond 2^53 as `bigint`. Tuples and sets arrive as arrays; a dict
 * arrives as an object (its keys as strings). */
export type Value =
  | null
  | boolean
  | number
  | bigint
  | string
  | Value[]
  | { [key: string]: Value };

/** A tool's world coupling `w` and effects ceiling `d`, each 0 to 3. */
export interface Grade {
  w: number;
  d: number;
}

/** A grade as given: `{w, d}` or `[w, d]`. */
export type GradeArg = Grade | [number, number];

export interface ToolOptions {
  /** Defaults to the function's own name. */
  name?: string;
  /** Signature parameters (`"path"`, `"n: int"`, `"limit=..."`); default: the function's own. */
  params?: string[];
  /** Default `{w: 3, d: 3}`, the highest. */
  grade?: GradeArg;
  /** The description shown to a model. */
  doc?: string;
  /**
   * Whether its calls may be pending together (`runAsync` awaits them at
   * once); default: when its grade only reads (`w <= 1`).
   */
  concurrent?: boolean;
}

/** A tool made by `tool()`. */
export interface Tool {
  readonly name: string;
  /** null: the host answers each call through `Execution`. */
  readonly fn: ((...args: any[]) => unknown) | null;
  readonly params: string[];
  readonly grade: [number, number];
  readonly doc: string;
  readonly concurrent: boolean | null;
}

/** The object form: `{name: fn}` or `{name: {fn, params, grade, doc}}`. */
export type ToolMap = {
  [name: string]: ((...args: any[]) => unknown) | (Omit<ToolOptions, "name"> & { fn?: ((...args: any[]) => unknown) | null });
};

export interface Limits {
  /** Instructions the program may execute. */
  fuel?: number;
  /** Bytes the program may hold. */
  memory?: number;
  /** Bytes the program may print. */
  output?: number;
  /** Wall-clock milliseconds, on the host's clock. */
  timeoutMs?: number;
}

export interface CheckOptions {
  /** A kit spec (`"read"`, `"read,write_file"`, `"none"`) or a list of items; default `"read"`. */
  kit?: string | string[];
  tools?: Array<Tool | ((...args: any[]) => unknown)> | ToolMap;
  /** Parameter values, or (for a check) only their names. */
  params?: { [name: string]: unknown } | string[];
  /** Tightening rules: `no_loops`, `no_nested_calls`, `max_depth=N`, `max_calls=N`. */
  rules?: string[];
}

export interface RunOptions extends CheckOptions {
  params?: { [name: string]: unknown };
  limits?: Limits;
  /** An in-memory tree `{path: text}` for the file tools. */
  files?: { [path: string]: string };
  /** Node only: the real folder the file tools are confined to. */
  root?: string;
  /** Refuse a program whose world coupling is above this. */
  maxGrade?: number;
  /** The most tool calls pending at once (1 to 1024, default 16; 1: one at a time). */
  maxInFlight?: number;
}

export interface Diagnostic {
  code: string;
  message: string;
  line: number;
  column: number;
  end_line: number;
  end_column: number;
  hint: string | null;
}

/** `lackpyc check --format json`'s object (without `file`). */
export interface CheckReport {
  valid: boolean;
  errors: Diagnostic[];
  calls: string[];
  variables: string[];
  grade: Grade;
}

export interface TraceEntry {
  step: number;
  tool: string;
  args: { [name: string]: Value };
  result: Value;
  duration_ms: number;
  success: boolean;
  error: string | null;
  [more: string]: unknown;
}

export interface ErrorReport {
  type: string;
  message: string;
  line?: number | null;
  column?: number | null;
  [more: string]: unknown;
}

/** `lackpy-vm run --format json`'s object. */
export interface RunReport {
  success: boolean;
  output: Value;
  repr: string | null;
  stdout: string;
  error: ErrorReport | null;
  trace: TraceEntry[];
  files?: { read: string[]; modified: string[] };
  grade: Grade | null;
  stats: { instructions: number; elapsed_ms: number; peak_memory_bytes?: number };
  /** With `files`: what the run wrote, `{path: text}` (not in the CLI's object). */
  changes?: { [path: string]: string };
}

/** A call the program waits for. */
export interface Call {
  id: number;
  name: string;
  args: Value[];
  kwargs: { [name: string]: Value };
  grade: Grade;
  line: number;
  reason: "external" | "approval";
}

export declare class LackpyError extends Error {
  /** The report of the refused run, where there is one. */
  report?: RunReport;
}
export declare class UsageError extends LackpyError {}
export declare class CheckError extends LackpyError {
  readonly diagnostics: Diagnostic[];
}
export declare class CorruptBytecode extends LackpyError {}
export declare class CorruptSnapshot extends LackpyError {}

export declare class Execution {
  private constructor();
  /** The calls the program waits for (empty once it has ended). */
  readonly pending: Call[];
  readonly done: boolean;
  /** The report once the program has ended, else null. */
  readonly result: RunReport | null;
  /** Answer pending calls with values: `{id: value}`. */
  resume(answers: { [id: number]: unknown } | Map<number, unknown>): void;
  /** Fail call `id` with a tool error. */
  resumeError(id: number, message: string): void;
  /** The paused run as bytes. */
  snapshot(): Uint8Array;
  static restore(bytes: Uint8Array, opts?: RunOptions): Execution;
}

export declare class Program {
  private constructor();
  readonly grade: Grade;
  readonly calls: Array<{ name: string; grade: Grade }>;
  disasm(): string;
  toBytes(): Uint8Array;
  static fromBytes(bytes: Uint8Array): Program;
  start(opts?: RunOptions): Execution;
  run(opts?: RunOptions): RunReport;
}

export declare const version: string;
export declare function tool(fn: ((...args: any[]) => unknown) | null, opts?: ToolOptions): Tool;
export declare function check(source: string, opts?: CheckOptions): CheckReport;
export declare function run(source: string, opts?: RunOptions): RunReport;
export declare function runAsync(source: string, opts?: RunOptions): Promise<RunReport>;
export declare function compile(source: string, opts?: CheckOptions): Program;
export declare function languageSpec(opts?: { format?: "markdown" }): string;
export declare function languageSpec(opts: { format: "json" }): { [key: string]: unknown };
export declare function prompt(opts?: CheckOptions & { params?: { [name: string]: unknown } }): string;
export declare function clean(reply: string): string;

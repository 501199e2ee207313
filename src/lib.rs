//! lackpy: a compiler and bytecode VM for a deliberately small, always
//! terminating dialect of Python, for programs that compose tool calls.
//!
//! The layers, roughly in the order they build on each other (the lean
//! core above the line; the fronts below it add the command line,
//! inference and MCP):
//!
//! ```text
//! diag      diagnostics: codes, spans, rustc-style rendering
//! syntax    lexer, grammar, parser            (source → AST)
//! kit       tools, grades, the host that runs them and traces every call
//! check     names, rules, grade               (AST → report)
//! compile   lowering                          (AST → bytecode::Module)
//! bytecode  the instruction set, .lpyc files, disassembly
//! value     values, their methods and formatting
//! vm        the dispatch loop, builtins, limits
//! literate  documents: cells, kernel, driver, notebook and markdown
//! report    typed run reports, rejections and their phase, exit codes
//! engine    the embedding API: check, compile, save/load, run, report
//! ─────────────────────────── fronts ───────────────────────────
//! service   delegation (infer: intent → program) over the engine
//! mcp       the MCP server            cli   the command-line manners
//! ```
//!
//! To embed lackpy, start at [`engine`]: compile a [`Program`] against a
//! [`Kit`] (built-in tools, kit files, tools written as Rust closures),
//! read its grade and the tools it calls, save it as `.lpyc` bytes, and run
//! it to get a [`ProgramReport`] — the object `lackpy-vm run --format json`
//! prints.
//!
//! ```
//! use lackpy::{Grade, Kit, Program, RunOptions, Value};
//! let kit = Kit::empty().with_tool("double", &["n: int"], "int", "Twice n", Grade::PURE,
//!     |args| Ok(Value::Int(args[0].as_index().unwrap_or(0) * 2)));
//! let report = Program::compile("double(21)", &kit, &[]).unwrap().run(&kit, RunOptions::new());
//! assert_eq!(report.to_json()["output"], 42);
//! ```

pub mod alloc;
pub mod bytecode;
pub mod check;
pub mod cli;
pub mod compile;
pub mod diag;
pub mod engine;
pub mod fsutil;
pub mod infer;
pub mod kit;
pub mod literate;
pub mod mcp;
pub mod pipeline;
pub mod report;
pub mod runtime;
pub mod service;
pub mod syntax;
pub mod value;
pub mod vm;

pub use engine::{CheckReport, Document, Program, RunOptions};
pub use kit::{Grade, Kit};
pub use report::{DocumentReport, ExitCode, Phase, ProgramReport, Rejection};
pub use value::Value;
pub use vm::{LimitOverrides, Limits};

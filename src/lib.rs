//! lackpy: a compiler and bytecode VM for a deliberately small, always
//! terminating dialect of Python, for programs that compose tool calls.
//!
//! The whole pipeline the book in `spec/` describes: [`syntax`] (lexer, grammar,
//! parser) → [`check`] (names, rules, grade) → [`compile`] (AST to register
//! [`bytecode`]) → [`vm`] (the dispatch loop over [`value`]s), calling the
//! tools of a [`kit`]. [`literate`] runs documents cell by cell; [`report`]
//! and [`engine`] put the stages together behind one API that every front
//! end (the binaries, the MCP server, an embedding program) calls.
//!
//! # Layers
//!
//! Each line uses only the lines below it; the right column is the cargo
//! feature a part needs (none: the lean core).
//!
//! ```text
//! bin/lackpyc  bin/lackpy-vm  bin/lackpy  the front ends               cli (lackpy: + infer, mcp)
//! cli  mcp                    flags and manners / the MCP server       cli / mcp + infer
//! service                     generate and delegate over the engine    infer
//! infer  runtime              providers, prompt, retries / one tokio   infer / infer or mcp
//! engine                      the embedding API: check, compile, run
//! report  pipeline            typed reports, exit codes / compile+run
//! literate                    documents: cells, kernel, driver, formats
//! check  compile              names, rules, grades / AST → bytecode
//! kit                         tools and kits; KitHost runs them        (code: code-search, mcp: mcp)
//! vm                          the dispatch loop, limits
//! snapshot                    a paused state as bytes: envelope, value graph
//! bytecode                    instructions declared once, .lpyc, disassembly
//! syntax  value               parser and AST / values, builtins, methods, formatting
//! diag  grade  alloc  fsutil  diagnostics / grades / memory / atomic writes
//! ```
//!
//! # The lean core
//!
//! `cargo build --lib --no-default-features` builds the engine without
//! tokio, reqwest, rustls, rmcp, clap or tree-sitter (checked in CI by
//! `scripts/check-lean-core.sh`). The features add:
//! `code-search` (`find_definitions`, `find_callers`: tree-sitter grammars),
//! `infer` (models over HTTP: tokio, reqwest, rustls; the prompt and
//! the reply's cleanup stay in the core), `mcp` (kit tools
//! served by MCP servers on stdio or Streamable HTTP, and with `infer` the
//! MCP server on either: rmcp, schemars, tokio, reqwest, rustls, hyper),
//! `kernel` (the Jupyter kernel: zeromq, hmac, tokio) and `cli` (the binaries: clap). A kit that names a tool whose
//! feature is off is refused with a [`kit::KitError`] naming the feature.
//!
//! # Embedding
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
//! let program = Program::compile("double(21)", &kit, &[]).unwrap();
//! assert_eq!(program.grade(), Grade::PURE);
//! let report = program.run(&kit, RunOptions::new());
//! assert_eq!(report.to_json()["output"], 42);
//! ```

pub mod alloc;
pub mod bytecode;
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod clock;
pub mod compile;
pub mod diag;
pub mod engine;
pub mod execution;
pub mod fsutil;
pub mod grade;
// The prompt and the reply's cleanup are pure text and stay in the lean
// core (the npm package shows them); the rest of inference needs `infer`.
pub mod infer;
#[cfg(feature = "kernel")]
pub mod jupyter;
pub mod kit;
pub mod literate;
// The server serves `generate` and `delegate`, which need inference.
#[cfg(all(feature = "mcp", feature = "infer"))]
pub mod mcp;
pub mod pipeline;
pub mod report;
#[cfg(any(feature = "infer", feature = "mcp"))]
pub mod runtime;
#[cfg(feature = "infer")]
pub mod service;
pub mod snapshot;
pub mod syntax;
pub mod value;
pub mod vm;

pub use engine::{CheckReport, Document, Program, RunOptions};
pub use grade::Grade;
pub use kit::Kit;
pub use report::{DocumentReport, ExitCode, Phase, ProgramReport, Rejection};
pub use value::Value;
pub use vm::{LimitOverrides, Limits};

// The Rust examples of the README and of the user guide's Rust chapter run
// as doctests, so that what a newcomer copies compiles and does what it says.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;

#[cfg(doctest)]
#[doc = include_str!("../spec/rust.md")]
pub struct GuideRustExamples;

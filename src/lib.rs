//! lackpy: a compiler and bytecode VM for a deliberately small, always
//! terminating dialect of Python, for programs that compose tool calls.
//!
//! The pipeline of `DESIGN.md`, all of it here: [`syntax`] (lexer, grammar,
//! parser) → [`check`] (names, rules, grade) → [`compile`] (AST to register
//! [`bytecode`]) → [`vm`] (the dispatch loop over [`value`]s), calling the
//! tools of a [`kit`]. [`diag`] holds the diagnostics every stage reports
//! with, [`literate`] runs documents cell by cell, and [`pipeline`] and
//! [`service`] put the stages together for the front ends.
//!
//! # Layers
//!
//! Each line uses only the lines below it; the right column is the cargo
//! feature a part needs (none: the lean core).
//!
//! ```text
//! bin/lackpyc  bin/lackpy-vm  bin/lackpy  the front ends          cli (lackpy: + infer, mcp)
//! mcp                         MCP server                          mcp + infer + cli
//! cli                         flags and manners the fronts share  cli
//! service                     run and report; generate, delegate  (generate, delegate: infer)
//! infer                       providers, prompt, generate loop    infer
//! pipeline  literate          a program / a document, compiled and run
//! check  compile              names, rules, grades / AST → bytecode
//! kit                         tools and kits; KitHost runs them   (code: code-search, mcp: mcp)
//! vm                          dispatch, builtins, methods, limits
//! bytecode                    instructions, .lpyc, disassembler
//! syntax  value               parser and AST / values and their operations
//! diag  grade  alloc  fsutil  diagnostics / grades / memory / atomic writes
//! ```
//!
//! # The lean core
//!
//! `cargo build --lib --no-default-features` builds the engine without
//! tokio, reqwest, rustls, rmcp, clap or tree-sitter (checked in CI by
//! `scripts/check-lean-core.sh`). The features add:
//! `code-search` (`find_definitions`, `find_callers`: tree-sitter grammars),
//! `infer` (models over HTTP: tokio, reqwest, rustls), `mcp` (kit tools
//! served by MCP servers, and with `infer` and `cli` the MCP server: rmcp,
//! schemars, tokio) and `cli` (the binaries: clap). A kit that names a tool
//! whose feature is off is refused with a [`kit::KitError`] naming the
//! feature.

pub mod alloc;
pub mod bytecode;
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod compile;
pub mod diag;
pub mod fsutil;
pub mod grade;
#[cfg(feature = "infer")]
pub mod infer;
pub mod kit;
pub mod literate;
// The server resolves kits through `cli` and serves `generate` and `delegate`.
#[cfg(all(feature = "mcp", feature = "infer", feature = "cli"))]
pub mod mcp;
pub mod pipeline;
pub mod service;
pub mod syntax;
pub mod value;
pub mod vm;

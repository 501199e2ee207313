//! lackpy: a compiler and bytecode VM for a deliberately small, always
//! terminating dialect of Python, for programs that compose tool calls.
//!
//! This crate is the pipeline of `DESIGN.md`: [`syntax`] (lexer, grammar,
//! parser) → [`check`] (names, rules, grade) → compiler and VM (later
//! stages). [`diag`] holds the diagnostics every stage reports with, and
//! [`kit`] the tools a program may call and their grades.

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

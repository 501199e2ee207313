//! Embedding lackpy in a Rust program: a kit with a host tool written as a
//! closure, a program checked and compiled against it, its grade and the
//! tools it calls read before it runs, a round trip through `.lpyc` bytes,
//! and a run whose report is printed as the JSON `lackpy-vm` prints.
//!
//! Run it with `cargo run --example embed`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use lackpy::engine::{self, Grade, Kit, Program, RunOptions, Value};
use lackpy::value::{Exc, ExcKind};
use lackpy::vm::LimitOverrides;

fn main() -> std::process::ExitCode {
    // The host's own state, shared with the tool: how often it was called.
    let lookups = Arc::new(AtomicUsize::new(0));
    let counter = lookups.clone();
    let kit = Kit::empty().with_tool(
        "price",
        &["item: str"],
        "float",
        "The price of an item in the shop's catalogue",
        // Reads the host's data, changes nothing: a pinhole read.
        Grade::new(1, 1),
        move |args| {
            counter.fetch_add(1, Ordering::Relaxed);
            match lackpy::value::to_str(&args[0]).as_str() {
                "apple" => Ok(Value::Float(0.5)),
                "pear" => Ok(Value::Float(0.75)),
                other => Err(Exc::new(
                    ExcKind::ToolError,
                    format!("no item `{other}` in the catalogue"),
                )),
            }
        },
    );

    let source = "total = sum(price(i) * n for i, n in basket.items())\nprint(f'{len(basket)} items')\nround(total, 2)\n";
    // Generators are not lackpy: the checker says so, with a hint.
    if let Err(rejection) = Program::compile(source, &kit, &["basket"]) {
        println!("refused in the {:?} phase:", rejection.phase);
        print!("{}", rejection.render("basket.py", false));
    }
    let source = "total = sum([price(i) * n for i, n in basket.items()])\nprint(f'{len(basket)} items')\nround(total, 2)\n";
    let program = match Program::compile(source, &kit, &["basket"]) {
        Ok(p) => p,
        Err(rejection) => {
            eprint!("{}", rejection.render("basket.py", false));
            return engine::ExitCode::Rejected.into();
        }
    };
    println!("grade: {}", program.grade());
    for call in program.calls() {
        println!("calls: {} ({})", call.name, call.grade);
    }

    // Saved and loaded again, as a `.lpyc` file would be.
    let bytes = match program.to_bytes() {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cannot encode: {e}");
            return engine::ExitCode::Runtime.into();
        }
    };
    let program = match Program::from_bytes(&bytes) {
        Ok(p) => p,
        Err(rejection) => {
            eprintln!("{rejection}");
            return engine::ExitCode::Rejected.into();
        }
    };

    let limits = LimitOverrides {
        fuel: Some(100_000),
        ..Default::default()
    }
    .limits(None);
    let options = RunOptions::new()
        .param_json("basket", &serde_json::json!({"apple": 4, "pear": 2}))
        .limits(limits);
    let report = program.run(&kit, options);
    println!("{}", report.to_json());
    println!(
        "the tool was called {} times",
        lookups.load(Ordering::Relaxed)
    );
    report.exit_code().into()
}

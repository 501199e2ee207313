//! Manners shared by the command-line fronts: reading `-` as stdin,
//! writing to a pipe that may close, colour only on a terminal, and the
//! `--kit` and `--param` rules every binary applies the same way.

use std::io::{IsTerminal, Read, Write};

use crate::kit::Kit;

/// The bytes of a file, or of standard input for `-`.
pub fn read_input(path: &str) -> std::io::Result<Vec<u8>> {
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf)?;
        Ok(buf)
    } else {
        std::fs::read(path)
    }
}

/// The name a file is reported under.
pub fn display_name(path: &str) -> &str {
    if path == "-" {
        "<stdin>"
    } else {
        path
    }
}

/// Write to stdout, quietly stopping when the reader has gone (`| head`).
pub fn print_out(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Write `value` as one line of JSON to stdout, streamed rather than built
/// in memory first (a report with a million-call trace stays small), and
/// quietly stopping when the reader has gone.
pub fn print_json<T: serde::Serialize>(value: &T) {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    if serde_json::to_writer(&mut out, value).is_ok() {
        let _ = out.write_all(b"\n");
    }
    let _ = out.flush();
}

/// Colour diagnostics only for a terminal, and never under NO_COLOR.
pub fn stderr_color() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// `--kit SPEC`, refusing an empty one with advice.
pub fn resolve_kit(spec: &str) -> Result<Kit, String> {
    resolve_kit_in(spec, std::path::Path::new("."))
}

/// `--kit SPEC` with kit files looked up under `root`'s `.lackpy/kits/`.
pub fn resolve_kit_in(spec: &str, root: &std::path::Path) -> Result<Kit, String> {
    crate::engine::resolve_kit(spec, root)
}

pub use crate::engine::is_param_name;

/// The names of `--param NAME[=VALUE]` arguments, checked.
pub fn param_names(params: &[String], kit: &Kit) -> Result<Vec<String>, String> {
    let names: Vec<String> = params
        .iter()
        .map(|p| {
            p.split_once('=')
                .map_or(p.as_str(), |(n, _)| n)
                .trim()
                .to_string()
        })
        .collect();
    match names.iter().find(|p| !is_param_name(p, kit)) {
        Some(bad) => Err(format!(
            "`--param {bad}`: a parameter needs an identifier that is not a builtin, a tool or a forbidden name"
        )),
        None => Ok(names),
    }
}

/// A grade written `W,D` (each 0-3), as `--approve-above` takes it.
pub fn grade_arg(s: &str) -> Result<crate::grade::Grade, String> {
    let bad = || format!("`{s}`: a grade is W,D with each 0-3 (for example 2,2)");
    let (w, d) = s.split_once([',', '/']).ok_or_else(bad)?;
    let part = |x: &str| {
        x.trim()
            .trim_start_matches(['w', 'd'])
            .parse::<u8>()
            .ok()
            .filter(|n| *n <= 3)
    };
    match (part(w), part(d)) {
        (Some(w), Some(d)) => Ok(crate::grade::Grade::new(w, d)),
        _ => Err(bad()),
    }
}

/// The run limits every front takes, with the same flags and defaults.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct LimitArgs {
    /// Most fuel a program may use: instructions, and work inside operations (default 1,000,000,000)
    #[arg(long, value_name = "N")]
    pub fuel: Option<u64>,
    /// Most bytes a program may hold (default 268435456, 256 MiB)
    #[arg(long, value_name = "BYTES")]
    pub max_memory: Option<usize>,
    /// Most bytes a program may print (default 16777216, 16 MiB)
    #[arg(long, value_name = "BYTES")]
    pub max_output: Option<usize>,
    /// Most seconds a program may run, tool calls included (default 8)
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub timeout: Option<f64>,
    /// Most tool calls in flight at once; 1 runs each call alone, with the same meaning (default 16)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub max_in_flight: Option<u16>,
}

impl LimitArgs {
    /// The overrides of the default limits these flags ask for.
    pub fn overrides(&self) -> crate::vm::LimitOverrides {
        crate::vm::LimitOverrides {
            fuel: self.fuel,
            memory: self.max_memory,
            output: self.max_output,
            timeout_secs: self.timeout,
            max_in_flight: self.max_in_flight.map(usize::from),
        }
    }

    /// The limits these flags ask for, the defaults where they are silent.
    pub fn limits(&self, memory_probe: Option<fn() -> usize>) -> crate::vm::Limits {
        self.overrides().limits(memory_probe)
    }
}

/// A number of seconds: finite and not negative (a duration cannot be).
fn seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!("`{s}` is not a number of seconds (0 or more)")),
    }
}

/// In human output, on stderr: a note that command tools ran without the
/// OS sandbox, when a report says so (`"sandbox": "none"`).
pub fn note_sandbox(sandbox: Option<&str>) {
    if sandbox == Some("none") {
        eprintln!("note: command tools ran without the OS sandbox (Landlock is not available here, or LACKPY_SANDBOX=off)");
    }
}

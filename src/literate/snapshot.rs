//! A document session paused at `@continue`, as bytes (spec/snapshot.md,
//! "Document sessions"): the envelope of `crate::snapshot` around one
//! bincode body that holds the kernel's namespace (in a value table, so
//! sharing and cycles stay), the names declared, the limits' counters and
//! the grade so far, the execution log (every cell read, with its output),
//! and the host's trace, files touched and root. The kit is given again at
//! restore, with the run options (limits, grade ceiling).

use serde::{Deserialize, Serialize};

use super::driver::{Driver, Status};
use super::kernel::{CellError, CellResult, Kernel};
use super::log::{CellRecord, CellStatus, ExecutionLog, Origin};
use super::{DocOptions, OutputMode};
use crate::engine::RunOptions;
use crate::grade::Grade;
use crate::kit::host::SavedHost;
use crate::kit::{Kit, KitHost};
use crate::report::{Phase, Rejection};
use crate::snapshot::{DecodeBudget, Kind, SnapshotError, ValueTable, ValueWriter};

#[derive(Serialize, Deserialize)]
struct Body {
    values: ValueTable,
    file: String,
    /// (name, root in `values`), in binding order.
    namespace: Vec<(String, u32)>,
    declared: Vec<String>,
    instructions: u64,
    elapsed_nanos: u64,
    output: u64,
    grade: (u8, u8),
    host: SavedHost,
    chunk: u32,
    max_attempts: u32,
    max_inspections: u64,
    log: SavedLog,
}

#[derive(Serialize, Deserialize)]
struct SavedLog {
    echo: bool,
    /// 0 none, 1 all, 2 last, 3 hide, 4 auto.
    output: u8,
    frontmatter: Option<String>,
    cells: Vec<SavedCell>,
    paused: Option<u64>,
    warnings: Vec<String>,
    fixes_tried: u32,
}

#[derive(Serialize, Deserialize)]
struct SavedCell {
    code: bool,
    info: String,
    source: String,
    markdown: String,
    line: u32,
    /// (0 document / 1 fix, its chunk or cell).
    origin: (u8, u64),
    /// 0 pending, 1 ok, 2 error, 3 skipped, 4 replaced, 5 stale.
    status: u8,
    silent: bool,
    stdout: String,
    display: Option<String>,
    error: Option<SavedError>,
    bound: Vec<String>,
    instructions: u64,
    grade: (u8, u8),
}

#[derive(Serialize, Deserialize)]
struct SavedError {
    kind: String,
    message: String,
    line: Option<u32>,
    column: Option<u32>,
    code: Option<String>,
    hint: Option<String>,
}

impl Driver<KitHost> {
    /// The session as bytes that [`Driver::restore`] continues from, in
    /// this process or another. Only a session stopped at `@continue` has
    /// one (a document that ran to its end, or failed, has nothing to go
    /// on with).
    pub fn snapshot(&self) -> Result<Vec<u8>, String> {
        if !self.log.continue_requested || self.halted != Some(Status::Continue) {
            return Err("only a document session stopped at `@continue` has a snapshot".into());
        }
        if self.kernel.host.held().is_some() {
            return Err("the session holds a pending call".into());
        }
        let err = |e: SnapshotError| e.message;
        let mut values = ValueWriter::new();
        let k = &self.kernel;
        let mut namespace = Vec::with_capacity(k.namespace.len());
        for (name, v) in &k.namespace {
            namespace.push((name.clone(), values.add(v).map_err(err)?));
        }
        let host = k.host.save(&mut values).map_err(err)?;
        let body = Body {
            file: k.file.clone(),
            namespace,
            declared: k.declared.clone(),
            instructions: k.used.instructions,
            elapsed_nanos: u64::try_from(k.used.elapsed.as_nanos()).unwrap_or(u64::MAX),
            output: k.used.output as u64,
            grade: (k.grade.w, k.grade.d),
            host,
            chunk: self.chunk,
            max_attempts: self.max_attempts,
            max_inspections: self.max_inspections as u64,
            log: save_log(&self.log),
            values: values.finish(),
        };
        crate::snapshot::seal_body(Kind::Document, &body)
    }

    /// Continue a session from [`Driver::snapshot`]'s bytes: the same
    /// namespace, log and counters, stopped at the same `@continue`, so
    /// that [`Driver::resume`] goes on with the next part. `kit` gives the
    /// tools their implementations; `options` the limits and the grade
    /// ceiling (its parameters are not defined again: the namespace holds
    /// them). Bytes that are truncated, damaged, of another version, too
    /// large or of a paused program are a rejection in the phase
    /// `CorruptSnapshot`, never a panic.
    pub fn restore(
        bytes: &[u8],
        kit: &Kit,
        options: &RunOptions,
    ) -> Result<Driver<KitHost>, Rejection> {
        let corrupt = |m: String| Rejection::new(Phase::CorruptSnapshot, m);
        let body: Body = crate::snapshot::open_body(bytes, Kind::Document).map_err(corrupt)?;
        let values = body
            .values
            .materialize(&DecodeBudget::default())
            .map_err(|e| corrupt(e.message))?;
        let value = |r: u32| values.get(r).map_err(|e| e.message);
        let host = KitHost::load(kit.clone(), body.host, None, &value).map_err(corrupt)?;
        if host.held().is_some() {
            return Err(corrupt("a document session holds no pending call".into()));
        }
        let mut kernel = Kernel::new(kit.clone(), host, options.limits, &body.file);
        kernel.max_grade = options.max_grade;
        kernel.echo = options.echo;
        for (name, root) in body.namespace {
            let v = value(root).map_err(corrupt)?;
            kernel.namespace.insert(name, v);
        }
        kernel.declared = body.declared;
        kernel.used.instructions = body.instructions;
        kernel.used.elapsed = std::time::Duration::from_nanos(body.elapsed_nanos);
        kernel.used.output = usize::try_from(body.output).map_err(|e| corrupt(e.to_string()))?;
        kernel.grade = Grade::new(body.grade.0, body.grade.1);
        let log = load_log(body.log).map_err(corrupt)?;
        if !log.continue_requested {
            return Err(corrupt("the session is not stopped at `@continue`".into()));
        }
        let mut driver = Driver::new(kernel);
        driver.log = log;
        driver.chunk = body.chunk;
        driver.halted = Some(Status::Continue);
        driver.max_attempts = body.max_attempts;
        driver.max_inspections = usize::try_from(body.max_inspections).unwrap_or(usize::MAX);
        Ok(driver)
    }
}

fn save_log(log: &ExecutionLog) -> SavedLog {
    SavedLog {
        echo: log.options.echo,
        output: match log.options.output {
            None => 0,
            Some(OutputMode::All) => 1,
            Some(OutputMode::Last) => 2,
            Some(OutputMode::Hide) => 3,
            Some(OutputMode::Auto) => 4,
        },
        frontmatter: log.frontmatter.clone(),
        cells: log.cells.iter().map(save_cell).collect(),
        paused: log.paused.map(|p| p as u64),
        warnings: log.warnings.clone(),
        fixes_tried: log.fixes_tried,
    }
}

fn save_cell(c: &CellRecord) -> SavedCell {
    let r = &c.result;
    SavedCell {
        code: c.is_code(),
        info: c.info.clone(),
        source: c.source.clone(),
        markdown: c.markdown.clone(),
        line: c.line,
        origin: match c.origin {
            Origin::Document { chunk } => (0, u64::from(chunk)),
            Origin::Fix { for_cell } => (1, for_cell as u64),
        },
        status: match c.status {
            CellStatus::Pending => 0,
            CellStatus::Ok => 1,
            CellStatus::Error => 2,
            CellStatus::Skipped => 3,
            CellStatus::Replaced => 4,
            CellStatus::Stale => 5,
        },
        silent: c.silent,
        stdout: r.stdout.clone(),
        display: r.display.clone(),
        error: r.error.as_ref().map(|e| SavedError {
            kind: e.kind.clone(),
            message: e.message.clone(),
            line: e.line,
            column: e.column,
            code: e.code.clone(),
            hint: e.hint.clone(),
        }),
        bound: r.bound.clone(),
        instructions: r.instructions,
        grade: (r.grade.w, r.grade.d),
    }
}

fn load_log(s: SavedLog) -> Result<ExecutionLog, String> {
    let output = match s.output {
        0 => None,
        1 => Some(OutputMode::All),
        2 => Some(OutputMode::Last),
        3 => Some(OutputMode::Hide),
        4 => Some(OutputMode::Auto),
        n => return Err(format!("unknown output mode {n} in the snapshot")),
    };
    let cells = s
        .cells
        .into_iter()
        .map(load_cell)
        .collect::<Result<Vec<_>, _>>()?;
    let paused = match s.paused {
        None => None,
        Some(p) => {
            let p = usize::try_from(p).map_err(|e| e.to_string())?;
            if p >= cells.len() {
                return Err("the snapshot's pause is past its last cell".into());
            }
            Some(p)
        }
    };
    Ok(ExecutionLog {
        options: DocOptions {
            echo: s.echo,
            output,
            // Not a field of its own: the frontmatter kept says it.
            display_limit: s.frontmatter.as_deref().and_then(|fm| {
                super::frontmatter(&format!("---\n{fm}---\n"), &mut Vec::new())
                    .0
                    .display_limit
            }),
        },
        frontmatter: s.frontmatter,
        cells,
        continue_requested: true,
        paused,
        warnings: s.warnings,
        fixes_tried: s.fixes_tried,
    })
}

fn load_cell(c: SavedCell) -> Result<CellRecord, String> {
    let origin = match c.origin {
        (0, chunk) => Origin::Document {
            chunk: u32::try_from(chunk).map_err(|e| e.to_string())?,
        },
        (1, cell) => Origin::Fix {
            for_cell: usize::try_from(cell).map_err(|e| e.to_string())?,
        },
        (n, _) => return Err(format!("unknown cell origin {n} in the snapshot")),
    };
    let status = match c.status {
        0 => CellStatus::Pending,
        1 => CellStatus::Ok,
        2 => CellStatus::Error,
        3 => CellStatus::Skipped,
        4 => CellStatus::Replaced,
        5 => CellStatus::Stale,
        n => return Err(format!("unknown cell status {n} in the snapshot")),
    };
    Ok(CellRecord {
        kind: if c.code { "code" } else { "prose" },
        info: c.info,
        source: c.source,
        markdown: c.markdown,
        line: c.line,
        origin,
        status,
        silent: c.silent,
        result: CellResult {
            stdout: c.stdout,
            display: c.display,
            error: c.error.map(|e| CellError {
                kind: e.kind,
                message: e.message,
                line: e.line,
                column: e.column,
                code: e.code,
                hint: e.hint,
                diagnostics: Vec::new(),
            }),
            bound: c.bound,
            instructions: c.instructions,
            grade: Grade::new(c.grade.0, c.grade.1),
        },
    })
}

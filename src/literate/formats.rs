//! The execution log as artifacts: an nbformat-4 notebook (every cell a
//! notebook cell, lackpy's own data under `metadata.lackpy` so the notebook
//! reads back into the same document), and the clean markdown document.

use serde_json::{json, Value as Json};

use super::log::{CellRecord, CellStatus, ExecutionLog};

/// Version of the `metadata.lackpy` layout.
const NOTEBOOK_LAYOUT: u32 = 1;

/// Cells that belong in a cleaned-up document: not skipped, not replaced.
fn kept(c: &CellRecord) -> bool {
    !matches!(c.status, CellStatus::Skipped | CellStatus::Replaced)
}

/// The literate document the run amounts to: recovery fixes in place of
/// the cells they replaced, skipped cells left out.
pub fn render_markdown(log: &ExecutionLog) -> String {
    let mut out = String::new();
    if let Some(fm) = &log.frontmatter {
        out.push_str("---\n");
        out.push_str(fm);
        out.push_str("---\n\n");
    }
    let parts: Vec<&str> = log
        .cells
        .iter()
        .filter(|c| kept(c))
        .map(|c| c.markdown.as_str())
        .collect();
    out.push_str(&parts.join("\n\n"));
    out.push('\n');
    out
}

/// nbformat wants multi-line text as a list of lines, each with its newline.
fn lines(text: &str) -> Json {
    Json::Array(
        text.split_inclusive('\n')
            .map(|l| Json::String(l.to_string()))
            .collect(),
    )
}

/// The log as an nbformat 4.5 notebook.
fn to_notebook(log: &ExecutionLog) -> Json {
    let mut count = 0;
    let cells: Vec<Json> = log
        .cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let id = format!("lackpy-{i}");
            let mut meta = json!({
                "status": c.status,
                "origin": c.origin,
                "line": c.line,
            });
            if !c.is_code() {
                meta["rendered"] = json!(c.result.stdout);
                return json!({
                    "cell_type": "markdown",
                    "id": id,
                    "metadata": {"lackpy": meta},
                    "source": lines(&c.source),
                });
            }
            meta["info"] = json!(c.info);
            meta["bound"] = json!(c.result.bound);
            meta["display"] = json!(c.result.display);
            let ran = matches!(
                c.status,
                CellStatus::Ok | CellStatus::Error | CellStatus::Replaced | CellStatus::Stale
            );
            let execution_count = if ran {
                count += 1;
                json!(count)
            } else {
                Json::Null
            };
            // As Jupyter shows a cell: what it printed as a `stream`, its
            // value (the display the output ends with) as an
            // `execute_result` with the execution count.
            let (printed, value) = match &c.result.display {
                Some(d) if ran && !c.silent => {
                    let shown = format!("{d}\n");
                    match c.result.stdout.strip_suffix(shown.as_str()) {
                        Some(printed) => (printed, Some(d.as_str())),
                        None => (c.result.stdout.as_str(), None),
                    }
                }
                _ => (c.result.stdout.as_str(), None),
            };
            let mut outputs = Vec::new();
            if !c.silent && !printed.is_empty() {
                outputs.push(
                    json!({"output_type": "stream", "name": "stdout", "text": lines(printed)}),
                );
            }
            if let Some(value) = value {
                outputs.push(json!({
                    "output_type": "execute_result",
                    "execution_count": execution_count,
                    "data": {"text/plain": lines(value)},
                    "metadata": {},
                }));
            }
            if let Some(e) = c.error() {
                let at = match (e.line, e.column) {
                    (Some(l), Some(col)) => format!(" (line {l}, column {col})"),
                    _ => String::new(),
                };
                outputs.push(json!({
                    "output_type": "error",
                    "ename": e.kind,
                    "evalue": e.message,
                    "traceback": [format!("{}: {}{at}", e.kind, e.message)],
                }));
            }
            json!({
                "cell_type": "code",
                "execution_count": execution_count,
                "id": id,
                "metadata": {"lackpy": meta},
                "outputs": outputs,
                "source": lines(&c.source),
            })
        })
        .collect();
    json!({
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "lackpy", "display_name": "lackpy", "language": "python"},
            "language_info": {"name": "python", "file_extension": ".py"},
            "lackpy": {
                "layout": NOTEBOOK_LAYOUT,
                "frontmatter": log.frontmatter,
                "continue_requested": log.continue_requested,
                "warnings": log.warnings,
            },
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    })
}

fn text_of(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        Json::Array(parts) => parts.iter().filter_map(Json::as_str).collect(),
        _ => String::new(),
    }
}

/// A fence longer than any run of backticks at a line start of `body`.
fn fence_for(body: &str) -> String {
    let longest = body
        .lines()
        .map(|l| l.trim_start().len() - l.trim_start().trim_start_matches('`').len())
        .max()
        .unwrap_or(0);
    "`".repeat(longest.max(2) + 1)
}

/// A notebook back into a literate document, for "Restart and Run All":
/// skipped and replaced cells are left out; code cells without lackpy
/// metadata (added in Jupyter) are plain `lackpy` cells; raw cells are
/// dropped.
pub fn from_notebook(nb: &Json) -> Result<String, String> {
    if nb.get("nbformat").and_then(Json::as_u64) != Some(4) {
        return Err("not an nbformat 4 notebook (no \"nbformat\": 4)".into());
    }
    let cells = nb
        .get("cells")
        .and_then(Json::as_array)
        .ok_or("the notebook has no \"cells\" list")?;
    let mut out = String::new();
    if let Some(fm) = nb
        .pointer("/metadata/lackpy/frontmatter")
        .and_then(Json::as_str)
    {
        out.push_str("---\n");
        out.push_str(fm);
        out.push_str("---\n\n");
    }
    let mut parts = Vec::new();
    for (i, cell) in cells.iter().enumerate() {
        let meta = cell.pointer("/metadata/lackpy");
        let status = meta
            .and_then(|m| m.get("status"))
            .and_then(Json::as_str)
            .unwrap_or("ok");
        if status == "skipped" || status == "replaced" {
            continue;
        }
        let source = text_of(cell.get("source").unwrap_or(&Json::Null));
        match cell.get("cell_type").and_then(Json::as_str) {
            Some("markdown") => parts.push(source.trim().to_string()),
            Some("code") => {
                let info = meta
                    .and_then(|m| m.get("info"))
                    .and_then(Json::as_str)
                    .filter(|i| i.starts_with("lackpy"))
                    .unwrap_or("lackpy");
                let mut body = source;
                if !body.is_empty() && !body.ends_with('\n') {
                    body.push('\n');
                }
                let fence = fence_for(&body);
                parts.push(format!("{fence}{info}\n{body}{fence}"));
            }
            Some("raw") => {}
            other => {
                return Err(format!(
                    "cell {i} has cell_type {}, not markdown, code or raw",
                    other.map_or("(none)".to_string(), |o| format!("\"{o}\""))
                ))
            }
        }
    }
    out.push_str(&parts.join("\n\n"));
    out.push('\n');
    Ok(out)
}

/// Write the notebook and the clean markdown of a run, each atomically
/// and with its parent directories made; the messages of those that failed.
pub fn write_artifacts(
    log: &ExecutionLog,
    notebook: Option<&std::path::Path>,
    markdown: Option<&std::path::Path>,
) -> Vec<String> {
    let mut failed = Vec::new();
    for (flag, path) in [("--notebook", notebook), ("--markdown", markdown)] {
        let Some(path) = path else { continue };
        let bytes = if flag == "--notebook" {
            let mut nb = serde_json::to_string_pretty(&to_notebook(log)).unwrap_or_default();
            nb.push('\n');
            nb.into_bytes()
        } else {
            render_markdown(log).into_bytes()
        };
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty());
        let written = parent
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| crate::fsutil::write_atomic(path, &bytes));
        if let Err(e) = written {
            failed.push(format!("{flag} {}: {e}", path.display()));
        }
    }
    failed
}

//! A document run as one JSON object: the run report of `lackpy-vm run
//! --format json` with the document's own fields. `lackpy-vm`, `lackpy
//! doc` and the MCP server all answer with it.

use serde_json::{json, Value as Json};

use crate::kit::KitHost;

use super::driver::Driver;
use super::kernel::CellError;
use super::log::{CellStatus, ExecutionLog};

/// The error a run ended with: the failed cell (its log index) and why,
/// or a problem of the stream itself (no cell).
pub fn run_error<'a>(
    log: &'a ExecutionLog,
    stream_error: Option<&'a CellError>,
) -> Option<(Option<usize>, &'a CellError)> {
    log.failure()
        .map(|(i, e)| (Some(i), e))
        .or(stream_error.map(|e| (None, e)))
}

/// The report of a document run.
pub fn document_json(
    driver: &Driver<KitHost>,
    stream_error: Option<&CellError>,
    elapsed_ms: f64,
) -> Json {
    let log = &driver.log;
    let host = &driver.kernel.host;
    let error = run_error(log, stream_error);
    let rendered = log.rendered();
    json!({
        "success": error.is_none(),
        "output": null,
        "repr": null,
        "stdout": rendered,
        "error": error.map(|(cell, e)| {
            let mut j = serde_json::to_value(e).unwrap_or(Json::Null);
            // Cells are numbered from 1, as in the human message.
            j["cell"] = json!(cell.map(|i| i + 1));
            j
        }),
        "trace": serde_json::to_value(&host.trace).unwrap_or(Json::Array(vec![])),
        "files": {"read": host.ctx.files_read, "modified": host.ctx.files_modified},
        "grade": {"w": driver.kernel.grade.w, "d": driver.kernel.grade.d},
        "stats": {
            "instructions": driver.kernel.instructions(),
            "elapsed_ms": elapsed_ms,
            "peak_memory_bytes": crate::alloc::peak_bytes(),
        },
        "continue_requested": log.continue_requested,
        "cells": log.cells.iter().filter(|c| c.status != CellStatus::Pending).count(),
        "rendered": rendered,
        "cell_log": serde_json::to_value(&log.cells).unwrap_or(Json::Null),
        "warnings": log.warnings,
    })
}

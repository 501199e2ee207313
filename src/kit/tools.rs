//! The built-in tools. Every path goes through the root's `resolve`; every
//! write is atomic; `apply_diff` checks every hunk before it writes.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::context::ToolContext;
use crate::value::{Exc, ExcKind, Value, VmResult};

fn tool_error(msg: impl Into<String>) -> Exc {
    Exc::new(ExcKind::ToolError, msg)
}

fn text_arg<'a>(tool: &str, name: &str, v: &'a Value) -> VmResult<&'a str> {
    match v {
        Value::Str(s) => Ok(s.as_str()),
        other => Err(Exc::type_error(format!(
            "{tool}() argument '{name}' must be str, not {}",
            other.type_name()
        ))),
    }
}

pub fn call(ctx: &mut ToolContext, tool: &str, args: &[Value]) -> VmResult<Value> {
    let arg = |i: usize, name: &str| text_arg(tool, name, args.get(i).unwrap_or(&Value::None));
    match tool {
        "read_file" => read_file(ctx, arg(0, "path")?),
        "write_file" => write_file(ctx, arg(0, "path")?, arg(1, "content")?),
        "edit_file" => edit_file(ctx, arg(0, "path")?, arg(1, "old")?, arg(2, "new")?),
        "apply_diff" => apply_diff(ctx, arg(0, "path")?, arg(1, "diff")?),
        "find_files" => super::search::find_files(ctx, arg(0, "pattern")?),
        "search_content" => super::search::search_content(ctx, arg(0, "pattern")?, arg(1, "path")?),
        "run_command" => run_shell(ctx, arg(0, "cmd")?),
        "run_tests" => run_tests(ctx, arg(0, "path")?),
        #[cfg(feature = "code-search")]
        "find_definitions" => Ok(super::code::find_definitions(ctx, arg(0, "name")?)),
        #[cfg(feature = "code-search")]
        "find_callers" => Ok(super::code::find_callers(ctx, arg(0, "name")?)),
        other => Err(tool_error(match super::missing_feature(other) {
            Some(feature) => {
                format!("tool `{other}` needs lackpy built with the `{feature}` feature")
            }
            None => format!("tool `{other}` has no implementation in this build"),
        })),
    }
}

fn resolve(ctx: &ToolContext, path: &str) -> VmResult<std::path::PathBuf> {
    ctx.root.resolve(path).map_err(tool_error)
}

fn read_text(ctx: &mut ToolContext, path: &str) -> VmResult<String> {
    let mut opened = ctx
        .root
        .open_read(path)
        .map_err(|e| tool_error(e.message("read", path)))?;
    if opened.is_dir {
        return Err(tool_error(format!("`{path}` is a directory")));
    }
    if opened.len as usize > ctx.limits.max_output {
        return Err(tool_error(format!(
            "`{path}` is {} bytes, more than the tool output limit of {}",
            opened.len, ctx.limits.max_output
        )));
    }
    let rel = std::mem::take(&mut opened.rel);
    let bytes = opened
        .read_all()
        .map_err(|e| tool_error(format!("cannot read `{path}`: {e}")))?;
    let text =
        String::from_utf8(bytes).map_err(|_| tool_error(format!("`{path}` is not UTF-8 text")))?;
    if !ctx.files_read.contains(&rel) {
        ctx.files_read.push(rel);
    }
    Ok(text)
}

fn read_file(ctx: &mut ToolContext, path: &str) -> VmResult<Value> {
    read_text(ctx, path).map(Value::str)
}

fn write_text(ctx: &mut ToolContext, path: &str, content: &str) -> VmResult<()> {
    let rel = ctx
        .root
        .write_atomic(path, content.as_bytes())
        .map_err(|e| tool_error(e.message("write", path)))?;
    if !ctx.files_modified.contains(&rel) {
        ctx.files_modified.push(rel);
    }
    Ok(())
}

fn write_file(ctx: &mut ToolContext, path: &str, content: &str) -> VmResult<Value> {
    write_text(ctx, path, content)?;
    Ok(Value::None)
}

fn edit_file(ctx: &mut ToolContext, path: &str, old: &str, new: &str) -> VmResult<Value> {
    let text = read_text(ctx, path)?;
    if old.is_empty() {
        return Err(tool_error(
            "edit_file needs a non-empty `old` text to replace",
        ));
    }
    match text.find(old) {
        None => Ok(Value::Bool(false)),
        Some(_) => {
            write_text(ctx, path, &text.replacen(old, new, 1))?;
            Ok(Value::Bool(true))
        }
    }
}

/// A unified diff, applied to `path` only: every hunk is checked against
/// the file first, and nothing is written unless all of them apply.
fn apply_diff(ctx: &mut ToolContext, path: &str, diff: &str) -> VmResult<Value> {
    let text = read_text(ctx, path)?;
    let want = Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for line in diff.lines() {
        if let Some(name) = line
            .strip_prefix("--- ")
            .or_else(|| line.strip_prefix("+++ "))
        {
            let name = name.split('\t').next().unwrap_or("").trim();
            if name != "/dev/null"
                && Path::new(name)
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy() != want)
            {
                return Err(tool_error(format!(
                    "the diff's header names `{name}`, not `{path}`"
                )));
            }
        }
    }
    let mut lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
    let hunks = parse_hunks(diff)?;
    if hunks.is_empty() {
        return Err(tool_error("the diff has no hunks (`@@ -a,b +c,d @@`)"));
    }
    // Check every hunk against the original, then apply from the bottom up.
    let mut offsets = Vec::new();
    for (n, h) in hunks.iter().enumerate() {
        let start = h.old_start.saturating_sub(1);
        let matches = h.old.len() <= lines.len().saturating_sub(start)
            && h.old
                .iter()
                .zip(&lines[start..])
                .all(|(a, b)| a.trim_end_matches('\n') == b.trim_end_matches('\n'));
        if !matches {
            return Err(tool_error(format!(
                "hunk {} (@@ -{} @@) does not apply to `{path}`: its context differs; nothing was written",
                n + 1,
                h.old_start
            )));
        }
        offsets.push(start);
    }
    for (h, start) in hunks.iter().zip(offsets).rev() {
        let new: Vec<String> = h.new.iter().map(|l| format!("{l}\n")).collect();
        lines.splice(start..start + h.old.len(), new);
    }
    write_text(ctx, path, &lines.concat())?;
    Ok(Value::str(format!(
        "applied {} hunk{} to {path}",
        hunks.len(),
        if hunks.len() == 1 { "" } else { "s" }
    )))
}

struct Hunk {
    old_start: usize,
    old: Vec<String>,
    new: Vec<String>,
}

fn parse_hunks(diff: &str) -> VmResult<Vec<Hunk>> {
    let mut hunks: Vec<Hunk> = Vec::new();
    for line in diff.lines() {
        if let Some(rest) = line.strip_prefix("@@ -") {
            let old = rest.split_whitespace().next().unwrap_or("");
            let start = old
                .split(',')
                .next()
                .unwrap_or("")
                .parse::<usize>()
                .map_err(|_| tool_error(format!("bad hunk header `{line}`")))?;
            hunks.push(Hunk {
                old_start: start,
                old: Vec::new(),
                new: Vec::new(),
            });
            continue;
        }
        let Some(h) = hunks.last_mut() else { continue };
        match line.chars().next() {
            Some(' ') => {
                h.old.push(line[1..].to_string());
                h.new.push(line[1..].to_string());
            }
            Some('-') => h.old.push(line[1..].to_string()),
            Some('+') => h.new.push(line[1..].to_string()),
            None => {
                h.old.push(String::new());
                h.new.push(String::new());
            }
            _ => {}
        }
    }
    Ok(hunks)
}

/// Run `cmd` through the shell in the root, with a timeout and an output cap.
fn run_shell(ctx: &mut ToolContext, cmd: &str) -> VmResult<Value> {
    run_process(
        ctx,
        "run_command",
        Command::new("sh").arg("-c").arg(cmd),
        cmd,
    )
}

fn run_tests(ctx: &mut ToolContext, path: &str) -> VmResult<Value> {
    let dir = resolve(ctx, path)?;
    let root = ctx.root.dir().to_path_buf();
    // `.lackpy/config.toml` may name the command: [tools] test_command = "..."
    if let Some(cmd) = configured_test_command(&root) {
        return run_process(
            ctx,
            "run_tests",
            Command::new("sh").arg("-c").arg(&cmd),
            &cmd,
        );
    }
    let cmd = if root.join("Cargo.toml").exists() {
        "cargo test"
    } else if root.join("package.json").exists() {
        "npm test"
    } else {
        "python3 -m pytest -q"
    };
    let rel = ctx.root.relative(&dir);
    let full = if rel.is_empty() || cmd != "python3 -m pytest -q" {
        cmd.to_string()
    } else {
        format!("{cmd} {rel}")
    };
    run_process(
        ctx,
        "run_tests",
        Command::new("sh").arg("-c").arg(&full),
        &full,
    )
}

fn configured_test_command(root: &Path) -> Option<String> {
    let text = std::fs::read_to_string(root.join(".lackpy").join("config.toml")).ok()?;
    let config: toml::Table = toml::from_str(&text).ok()?;
    config
        .get("tools")?
        .get("test_command")?
        .as_str()
        .map(str::to_string)
}

/// Run a command tool's child in the root, under the OS sandbox
/// (`oslayer`), with the run's timeout and output cap.
fn run_process(
    ctx: &mut ToolContext,
    tool: &str,
    command: &mut Command,
    what: &str,
) -> VmResult<Value> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut spawned = super::oslayer::spawn(ctx, tool, command, None).map_err(|e| {
        tool_error(match e.strip_prefix("cannot start `sh`: ") {
            Some(io) => format!("cannot run `{what}`: {io}"),
            None => e,
        })
    })?;
    let child = &mut spawned.child;
    let cap = ctx.limits.max_output;
    let read_capped = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.by_ref().take(cap as u64 + 1).read_to_end(&mut buf);
            // Drain the rest so the child never blocks on a full pipe.
            let _ = std::io::copy(&mut r, &mut std::io::sink());
            buf
        })
    };
    let out = child.stdout.take().map(|s| read_capped(Box::new(s)));
    let err = child.stderr.take().map(|s| read_capped(Box::new(s)));
    let deadline = Instant::now() + Duration::from_secs(ctx.limits.timeout_secs);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(tool_error(format!(
                    "`{what}` timed out after {} s",
                    ctx.limits.timeout_secs
                )));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(tool_error(format!("`{what}` failed: {e}"))),
        }
    }
    let mut bytes = out.and_then(|h| h.join().ok()).unwrap_or_default();
    bytes.extend(err.and_then(|h| h.join().ok()).unwrap_or_default());
    if bytes.len() > cap {
        bytes.truncate(cap);
        bytes.extend_from_slice(format!("\n[output truncated at {cap} bytes]\n").as_bytes());
    }
    Ok(Value::str(String::from_utf8_lossy(&bytes)))
}

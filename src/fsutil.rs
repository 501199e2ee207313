//! Atomic file writes: a temporary file in the same directory, then a
//! rename, so a reader never sees half a file and a failed write loses
//! nothing that was there before.

use std::io::Write;
use std::path::Path;

pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_via_temp(path, bytes, |tmp, path| std::fs::rename(tmp, path))
}

/// Like [`write_atomic`], but never replaces a file: when `path` exists
/// (even one made a moment ago by another process) the error is
/// `AlreadyExists` and nothing changes. A hard link, unlike a rename,
/// fails rather than replace its target.
pub fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_via_temp(path, bytes, |tmp, path| {
        let linked = std::fs::hard_link(tmp, path);
        let _ = std::fs::remove_file(tmp);
        linked
    })
}

fn write_via_temp(
    path: &Path,
    bytes: &[u8],
    publish: impl FnOnce(&Path, &Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    // The process and a counter: two writes of one file at once (threads
    // of one server) each have a temporary file of their own.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        publish(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

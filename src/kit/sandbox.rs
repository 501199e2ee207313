//! The root every file tool is confined to. A path is refused when it
//! leaves the root lexically (`..`, an absolute path elsewhere) or through
//! a symlink; the refusal says which.

use std::path::{Component, Path, PathBuf};

#[derive(Debug, Clone)]
pub struct Root {
    dir: PathBuf,
}

impl Root {
    /// The root directory, canonicalised (symlinks resolved) once.
    pub fn new(dir: &Path) -> std::io::Result<Root> {
        Ok(Root {
            dir: dir.canonicalize()?,
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path a tool may use for `path`, or why it may not.
    pub fn resolve(&self, path: &str) -> Result<PathBuf, String> {
        if path.contains('\0') {
            return Err(format!("path {path:?} contains a NUL byte"));
        }
        let p = Path::new(path);
        let joined = if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.dir.join(p)
        };
        // Lexical normalisation first: `a/../../b` must not pass.
        let mut clean = PathBuf::new();
        for c in joined.components() {
            match c {
                Component::ParentDir => {
                    if !clean.pop() || !clean.starts_with(&self.dir) {
                        return Err(format!("path `{path}` leaves the root through `..`"));
                    }
                }
                Component::CurDir => {}
                other => clean.push(other.as_os_str()),
            }
        }
        if !clean.starts_with(&self.dir) {
            return Err(format!(
                "path `{path}` is outside the root {}",
                self.dir.display()
            ));
        }
        // Then symlinks: resolve the longest existing prefix.
        let mut existing = clean.clone();
        let mut rest = Vec::new();
        while !existing.exists() {
            match (
                existing.file_name().map(|n| n.to_os_string()),
                existing.parent(),
            ) {
                (Some(name), Some(parent)) => {
                    rest.push(name);
                    existing = parent.to_path_buf();
                }
                _ => break,
            }
        }
        let mut real = existing
            .canonicalize()
            .map_err(|e| format!("path `{path}` cannot be resolved: {e}"))?;
        for name in rest.into_iter().rev() {
            real.push(name);
        }
        if !real.starts_with(&self.dir) {
            return Err(format!(
                "path `{path}` resolves outside the root through a symlink"
            ));
        }
        Ok(real)
    }

    /// `abs` as a root-relative path with `/` separators.
    pub fn relative(&self, abs: &Path) -> String {
        abs.strip_prefix(&self.dir)
            .unwrap_or(abs)
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/")
    }
}

//! The root every file tool is confined to. A path is refused when it
//! leaves the root lexically (`..`, an absolute path elsewhere) or through
//! a symlink; the refusal says which.
//!
//! On Linux the root is held open as a directory handle and every file a
//! tool reads or writes is opened beneath it with `openat2` and
//! `RESOLVE_BENEATH`: the kernel resolves the path and refuses any step
//! out of the root (a `..`, an absolute symlink, a symlink to elsewhere)
//! in the same call that opens the file, so a symlink swapped between a
//! check and the open cannot escape. Folders are made with `mkdirat` in a
//! folder opened the same way, and writes are a temporary file and a
//! `renameat` inside it. Where `openat2` is missing (another OS, a kernel
//! before 5.6, a filter that denies it) the root falls back to resolving
//! the path (`canonicalize`) and checking it before opening it.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

/// Why a path could not be used: refused by the confinement (the message
/// says why), or an error from the file system.
#[derive(Debug)]
pub enum PathError {
    Refused(String),
    /// Making the folders of a path to write failed.
    Folders(std::io::Error),
    Io(std::io::Error),
}

impl PathError {
    /// The message a tool shows: `cannot {verb} `path`: ...` for a file
    /// system error, the refusal as it is.
    pub fn message(&self, verb: &str, path: &str) -> String {
        match self {
            PathError::Refused(m) => m.clone(),
            PathError::Folders(e) => format!("cannot create folders for `{path}`: {e}"),
            PathError::Io(e) => format!("cannot {verb} `{path}`: {e}"),
        }
    }
}

impl From<String> for PathError {
    fn from(m: String) -> PathError {
        PathError::Refused(m)
    }
}

#[derive(Debug, Clone)]
pub struct Root {
    dir: PathBuf,
    /// The root held open (`O_PATH`), when `openat2` works here.
    #[cfg(target_os = "linux")]
    handle: Option<std::sync::Arc<std::os::fd::OwnedFd>>,
    /// The files the tools see instead of the disk's, when the host gave
    /// a store.
    store: Option<Arc<dyn FileStore>>,
}

/// Files the tools see instead of the disk's: an in-memory tree where
/// there is no file system (WebAssembly in a browser), or the host's own
/// file system API. Paths are root-relative with `/` separators and
/// already confined lexically (no `..`, nothing absolute); a store has
/// no symlinks to leave through.
pub trait FileStore: Send + Sync + std::panic::RefUnwindSafe + std::fmt::Debug {
    /// What is at `rel` (`""` is the root).
    fn read(&self, rel: &str) -> Stored;
    /// Write the file `rel` whole, making its folders.
    fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), String>;
    /// Every file under the folder `rel` (`""`: all), root-relative.
    fn files(&self, rel: &str) -> Vec<String>;
}

/// What a [`FileStore`] holds at a path.
pub enum Stored {
    File(Vec<u8>),
    Folder,
    Missing,
    /// The store's own confinement refused the path (why).
    Refused(String),
}

/// A [`FileStore`] in memory: a tree of files by root-relative path,
/// whose folders are the prefixes of its paths.
#[derive(Debug, Default)]
pub struct MemoryFiles {
    files: std::sync::Mutex<BTreeMap<String, Vec<u8>>>,
}

impl MemoryFiles {
    pub fn new(files: BTreeMap<String, Vec<u8>>) -> MemoryFiles {
        MemoryFiles {
            files: std::sync::Mutex::new(files),
        }
    }

    /// The tree as it is now.
    pub fn contents(&self) -> BTreeMap<String, Vec<u8>> {
        self.lock().clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Vec<u8>>> {
        self.files.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Whether `path` is `folder` or inside it.
fn under(folder: &str, path: &str) -> bool {
    folder.is_empty()
        || path
            .strip_prefix(folder)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

impl FileStore for MemoryFiles {
    fn read(&self, rel: &str) -> Stored {
        let files = self.lock();
        if let Some(bytes) = files.get(rel) {
            return Stored::File(bytes.clone());
        }
        let prefix = format!("{rel}/");
        match rel.is_empty()
            || files
                .range(prefix.clone()..)
                .next()
                .is_some_and(|(k, _)| k.starts_with(&prefix))
        {
            true => Stored::Folder,
            false => Stored::Missing,
        }
    }

    fn write(&self, rel: &str, bytes: &[u8]) -> Result<(), String> {
        let mut files = self.lock();
        // A file cannot be a folder of another, nor the other way round.
        let mut parent = rel;
        while let Some((p, _)) = parent.rsplit_once('/') {
            if files.contains_key(p) {
                return Err(format!("`{p}` is a file"));
            }
            parent = p;
        }
        if files.keys().any(|k| k.len() > rel.len() && under(rel, k)) {
            return Err("is a directory".into());
        }
        files.insert(rel.to_string(), bytes.to_vec());
        Ok(())
    }

    fn files(&self, rel: &str) -> Vec<String> {
        self.lock()
            .keys()
            .filter(|k| under(rel, k))
            .cloned()
            .collect()
    }
}

impl Root {
    /// The root directory, canonicalised (symlinks resolved) once, and
    /// held open where the kernel can resolve paths beneath it.
    pub fn new(dir: &Path) -> std::io::Result<Root> {
        let dir = dir.canonicalize()?;
        #[cfg(target_os = "linux")]
        let handle = beneath::open_root(&dir).map(std::sync::Arc::new);
        Ok(Root {
            dir,
            #[cfg(target_os = "linux")]
            handle,
            store: None,
        })
    }

    /// A root over `store` instead of the disk, shown to programs as `/`.
    pub fn with_store(store: Arc<dyn FileStore>) -> Root {
        Root {
            dir: PathBuf::from("/"),
            #[cfg(target_os = "linux")]
            handle: None,
            store: Some(store),
        }
    }

    /// The store the tools read and write, when there is one.
    pub fn store(&self) -> Option<&Arc<dyn FileStore>> {
        self.store.as_ref()
    }

    /// `path` confined lexically, in the store's terms.
    fn stored(&self, path: &str) -> Result<(&dyn FileStore, String), String> {
        let store = self.store.as_deref().ok_or("no store")?;
        Ok((store, slash_path(&self.lexical(path)?)))
    }

    /// The same root resolving paths by `canonicalize` and a check, as
    /// where `openat2` is missing (for tests of the fallback).
    #[cfg_attr(not(target_os = "linux"), allow(unused_mut))]
    pub fn without_handle(mut self) -> Root {
        #[cfg(target_os = "linux")]
        {
            self.handle = None;
        }
        self
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// How paths are confined: `"openat2"` (resolved by the kernel beneath
    /// a handle on the root, free of races) or `"canonicalize"` (resolved,
    /// checked, then opened).
    pub fn confinement(&self) -> &'static str {
        if self.store.is_some() {
            return "store";
        }
        #[cfg(target_os = "linux")]
        if self.handle.is_some() {
            return "openat2";
        }
        "canonicalize"
    }

    /// `path` as a root-relative path with no `.` or `..` components, or
    /// the refusal when it leaves the root lexically. No system calls.
    pub fn lexical(&self, path: &str) -> Result<PathBuf, String> {
        if path.contains('\0') {
            return Err(format!("path {path:?} contains a NUL byte"));
        }
        let p = Path::new(path);
        // The common case: a plain relative path.
        if !p.is_absolute()
            && !p
                .components()
                .any(|c| matches!(c, Component::ParentDir | Component::CurDir))
        {
            return Ok(p.components().collect());
        }
        let joined = if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.dir.join(p)
        };
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
        match clean.strip_prefix(&self.dir) {
            Ok(rel) => Ok(rel.to_path_buf()),
            Err(_) => Err(format!(
                "path `{path}` is outside the root {}",
                self.dir.display()
            )),
        }
    }

    /// The path a tool may use for `path`, or why it may not: checked
    /// lexically, then with its symlinks resolved (`canonicalize`). A
    /// check only — a file opened by this path afterwards is not confined
    /// against a symlink swapped in between; `open_read` and
    /// `write_atomic` are.
    pub fn resolve(&self, path: &str) -> Result<PathBuf, String> {
        if self.store.is_some() {
            return Ok(self.dir.join(self.lexical(path)?));
        }
        self.real(path, self.dir.join(self.lexical(path)?))
    }

    /// `clean` (absolute, inside the root lexically) with its symlinks
    /// resolved, or the refusal naming `path` when that leaves the root.
    fn real(&self, path: &str, clean: PathBuf) -> Result<PathBuf, String> {
        // Symlinks: resolve the longest existing prefix.
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

    /// Open `path` for reading, confined to the root: the file, its
    /// root-relative name, its size and whether it is a folder. Anything
    /// but a file or a folder (a FIFO, a device) is refused: opening one
    /// could block.
    pub fn open_read(&self, path: &str) -> Result<Opened, PathError> {
        if self.store.is_some() {
            let (store, rel) = self.stored(path)?;
            let (contents, is_dir) = match store.read(&rel) {
                Stored::File(bytes) => (Contents::Bytes(bytes), false),
                Stored::Folder => (Contents::Bytes(Vec::new()), true),
                Stored::Missing => return Err(PathError::Io(not_found())),
                Stored::Refused(m) => return Err(PathError::Refused(m)),
            };
            let len = match &contents {
                Contents::Bytes(b) => b.len() as u64,
                Contents::File(_) => 0,
            };
            return Ok(Opened {
                contents,
                rel,
                len,
                is_dir,
            });
        }
        #[cfg(target_os = "linux")]
        if let Some(h) = &self.handle {
            let rel = self.lexical(path)?;
            let fd = beneath::open(self, h, &rel, path, beneath::READ)?;
            let st = rustix::fs::fstat(&fd).map_err(|e| PathError::Io(e.into()))?;
            let ty = rustix::fs::FileType::from_raw_mode(st.st_mode);
            return match ty {
                rustix::fs::FileType::RegularFile | rustix::fs::FileType::Directory => Ok(Opened {
                    contents: Contents::File(File::from(fd)),
                    rel: slash_path(&rel),
                    len: st.st_size as u64,
                    is_dir: ty == rustix::fs::FileType::Directory,
                }),
                _ => Err(not_a_file(path)),
            };
        }
        let p = self.resolve(path)?;
        let meta = std::fs::metadata(&p).map_err(PathError::Io)?;
        if !meta.is_file() && !meta.is_dir() {
            return Err(not_a_file(path));
        }
        let file = File::open(&p).map_err(PathError::Io)?;
        Ok(Opened {
            contents: Contents::File(file),
            // The name as written, as beneath the handle above.
            rel: slash_path(&self.lexical(path)?),
            len: meta.len(),
            is_dir: meta.is_dir(),
        })
    }

    /// Read the file at `rel`, a root-relative path from a walk of the
    /// root, confined to the root like `open_read`, into `buf` (cleared
    /// first), reusing its memory.
    pub fn read_relative_into(&self, rel: &str, buf: &mut Vec<u8>) -> Result<(), PathError> {
        self.open_read(rel)?.read_into(buf).map_err(PathError::Io)
    }

    /// Check that the folder or file `path` is inside the root (opening
    /// it beneath the root handle where there is one) and return its
    /// absolute and root-relative forms, for a walk.
    pub fn locate(&self, path: &str) -> Result<(PathBuf, String), PathError> {
        if self.store.is_some() {
            let (store, rel) = self.stored(path)?;
            match store.read(&rel) {
                Stored::Missing => return Err(PathError::Io(not_found())),
                Stored::Refused(m) => return Err(PathError::Refused(m)),
                Stored::File(_) | Stored::Folder => {}
            }
            return Ok((self.dir.join(&rel), rel));
        }
        #[cfg(target_os = "linux")]
        if let Some(h) = &self.handle {
            let rel = self.lexical(path)?;
            beneath::open(self, h, &rel, path, beneath::LOCATE)?;
            return Ok((self.dir.join(&rel), slash_path(&rel)));
        }
        let p = self.resolve(path)?;
        Ok((p, slash_path(&self.lexical(path)?)))
    }

    /// The root-relative `rel` (as `locate` returns it) opened beneath
    /// the root to list or read, following symlinks that stay inside; None
    /// where the root is not held open.
    #[cfg(target_os = "linux")]
    pub(crate) fn open_beneath(
        &self,
        rel: &str,
    ) -> Option<Result<std::os::fd::OwnedFd, PathError>> {
        let h = self.handle.as_ref()?;
        Some(beneath::open(self, h, Path::new(rel), rel, beneath::READ))
    }

    /// The folder `inside` the root opened beneath it as a reference
    /// (`O_PATH`), for `*at` calls; None where the root is not held open.
    #[cfg(target_os = "linux")]
    pub(crate) fn open_folder_beneath(
        &self,
        inside: &Path,
    ) -> Option<Result<std::os::fd::OwnedFd, PathError>> {
        let h = self.handle.as_ref()?;
        let name = inside.to_string_lossy();
        Some(beneath::open(self, h, inside, &name, beneath::DIR))
    }

    /// Write `bytes` to `path` atomically (a temporary file beside it,
    /// then a rename), making its folders, all confined to the root.
    /// Returns the root-relative name written.
    pub fn write_atomic(&self, path: &str, bytes: &[u8]) -> Result<String, PathError> {
        if self.store.is_some() {
            let (store, rel) = self.stored(path)?;
            if rel.is_empty() {
                return Err(PathError::Io(is_a_directory()));
            }
            store
                .write(&rel, bytes)
                .map_err(|e| PathError::Io(std::io::Error::other(e)))?;
            return Ok(rel);
        }
        #[cfg(target_os = "linux")]
        if let Some(h) = &self.handle {
            let rel = self.lexical(path)?;
            return beneath::write(self, h, &rel, path, bytes, 0);
        }
        let p = self.resolve(path)?;
        if p == self.dir {
            return Err(PathError::Io(is_a_directory()));
        }
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(PathError::Folders)?;
            // The folders just made must still be inside the root.
            self.resolve(path)?;
        }
        crate::fsutil::write_atomic(&p, bytes).map_err(PathError::Io)?;
        Ok(slash_path(&self.lexical(path)?))
    }

    /// `abs` as a root-relative path with `/` separators.
    pub fn relative(&self, abs: &Path) -> String {
        slash_path(abs.strip_prefix(&self.dir).unwrap_or(abs))
    }
}

fn slash_path(p: &Path) -> String {
    match p.to_str() {
        Some(s) if std::path::MAIN_SEPARATOR == '/' => s.to_string(),
        _ => p
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/"),
    }
}

/// A file opened for reading by [`Root::open_read`].
#[derive(Debug)]
pub struct Opened {
    pub contents: Contents,
    /// Its root-relative name, with `/` separators.
    pub rel: String,
    /// Its size when it was opened.
    pub len: u64,
    pub is_dir: bool,
}

/// Where an opened file's bytes come from.
#[derive(Debug)]
pub enum Contents {
    File(File),
    /// Read whole from a [`FileStore`].
    Bytes(Vec<u8>),
}

impl Opened {
    /// Its bytes, as many as its size when it was opened: one `read` for
    /// a file that does not change meanwhile (no probe for the end, no
    /// second `fstat`).
    pub fn read_all(mut self) -> std::io::Result<Vec<u8>> {
        let mut buf = Vec::new();
        self.read_into(&mut buf)?;
        Ok(buf)
    }

    /// `read_all` into `buf` (cleared first), reusing its memory.
    pub fn read_into(&mut self, buf: &mut Vec<u8>) -> std::io::Result<()> {
        #[cfg(not(target_os = "linux"))]
        use std::io::Read;
        if self.is_dir {
            return Err(is_a_directory());
        }
        buf.clear();
        let file = match &mut self.contents {
            Contents::File(f) => f,
            Contents::Bytes(b) => {
                buf.extend_from_slice(b);
                return Ok(());
            }
        };
        buf.reserve_exact(self.len as usize);
        // Straight into the buffer's spare capacity: no zeroing, and one
        // read for the whole file (std's read_to_end reads in growing
        // pieces).
        #[cfg(target_os = "linux")]
        while buf.len() < self.len as usize {
            match rustix::io::read(&*file, rustix::buffer::spare_capacity(buf)) {
                Ok(0) => break,
                Ok(_) | Err(rustix::io::Errno::INTR) => {}
                Err(e) => return Err(e.into()),
            }
        }
        #[cfg(not(target_os = "linux"))]
        file.take(self.len).read_to_end(buf)?;
        Ok(())
    }
}

fn not_a_file(path: &str) -> PathError {
    PathError::Refused(format!("`{path}` is not a regular file"))
}

/// As the disk's: the tools' messages do not depend on where files are.
fn not_found() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::NotFound,
        "No such file or directory (os error 2)",
    )
}

fn is_a_directory() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::IsADirectory, "is a directory")
}

#[cfg(target_os = "linux")]
mod beneath {
    use std::io::Write;
    use std::os::fd::OwnedFd;
    use std::path::Path;

    use rustix::fs::{AtFlags, FileType, Mode, OFlags, ResolveFlags};
    use rustix::io::Errno;

    use super::{is_a_directory, slash_path, PathError, Root};

    /// Open a file to read; never blocks on a FIFO.
    pub const READ: OFlags = OFlags::RDONLY.union(OFlags::NONBLOCK).union(OFlags::NOCTTY);
    /// A reference only (`O_PATH`): the path exists beneath the root.
    pub const LOCATE: OFlags = OFlags::PATH;
    pub const DIR: OFlags = OFlags::PATH.union(OFlags::DIRECTORY);

    fn how() -> ResolveFlags {
        ResolveFlags::BENEATH | ResolveFlags::NO_MAGICLINKS
    }

    /// The root held open, if `openat2` resolves beneath it here.
    pub fn open_root(dir: &Path) -> Option<OwnedFd> {
        // Miri's file system has no `O_PATH` open (nor `openat2`): under
        // it (scripts/miri) a root takes the `canonicalize` fallback, whose
        // own tests (`Root::without_handle`) run natively.
        if cfg!(miri) {
            return None;
        }
        let fd = rustix::fs::open(dir, DIR | OFlags::CLOEXEC, Mode::empty()).ok()?;
        rustix::fs::openat2(&fd, ".", DIR | OFlags::CLOEXEC, Mode::empty(), how()).ok()?;
        Some(fd)
    }

    fn openat2(h: &OwnedFd, rel: &Path, flags: OFlags) -> Result<OwnedFd, Errno> {
        let target = if rel.as_os_str().is_empty() {
            Path::new(".")
        } else {
            rel
        };
        let mut tries = 0;
        loop {
            match rustix::fs::openat2(h, target, flags | OFlags::CLOEXEC, Mode::empty(), how()) {
                // A rename or mount elsewhere in the tree during the walk:
                // the kernel asks to try again.
                Err(Errno::AGAIN | Errno::INTR) if tries < 16 => tries += 1,
                other => return other,
            }
        }
    }

    fn symlink_refusal(path: &str) -> PathError {
        PathError::Refused(format!(
            "path `{path}` resolves outside the root through a symlink"
        ))
    }

    /// Open `rel` beneath the root. `openat2` refuses (EXDEV) every symlink
    /// that leaves the root and also an absolute one that points back into
    /// it; for that one the path is resolved in user space and opened
    /// again beneath the root by its real name — still by `openat2`, so a
    /// swap in between cannot escape either.
    pub fn open(
        root: &Root,
        h: &OwnedFd,
        rel: &Path,
        path: &str,
        flags: OFlags,
    ) -> Result<OwnedFd, PathError> {
        let fd = match openat2(h, rel, flags) {
            Ok(fd) => fd,
            Err(Errno::XDEV) => {
                let real = root.real(path, root.dir.join(rel))?;
                let real_rel = real.strip_prefix(&root.dir).unwrap_or(&real);
                match openat2(h, real_rel, flags) {
                    Ok(fd) => fd,
                    Err(Errno::XDEV) => return Err(symlink_refusal(path)),
                    Err(e) => return Err(PathError::Io(e.into())),
                }
            }
            Err(e) => return Err(PathError::Io(e.into())),
        };
        Ok(fd)
    }

    /// The folder `rel` beneath the root, made (with its parents) when it
    /// is missing: each one made by `mkdirat` in its parent opened beneath
    /// the root.
    fn folders(root: &Root, h: &OwnedFd, rel: &Path, path: &str) -> Result<OwnedFd, PathError> {
        let folders_err = |e: PathError| match e {
            PathError::Io(e) => PathError::Folders(e),
            other => other,
        };
        match open(root, h, rel, path, DIR) {
            Err(PathError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
            other => return other.map_err(folders_err),
        }
        let mut cur = open(root, h, Path::new(""), path, DIR)?;
        let mut so_far = std::path::PathBuf::new();
        for c in rel.components() {
            so_far.push(c);
            cur = match open(root, h, &so_far, path, DIR) {
                Err(PathError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                    match rustix::fs::mkdirat(&cur, c.as_os_str(), Mode::from_raw_mode(0o777)) {
                        Ok(()) | Err(Errno::EXIST) => {}
                        Err(e) => return Err(PathError::Folders(e.into())),
                    }
                    open(root, h, &so_far, path, DIR).map_err(folders_err)?
                }
                other => other.map_err(folders_err)?,
            };
        }
        Ok(cur)
    }

    pub fn write(
        root: &Root,
        h: &OwnedFd,
        rel: &Path,
        path: &str,
        bytes: &[u8],
        depth: usize,
    ) -> Result<String, PathError> {
        let (Some(name), parent) = (rel.file_name(), rel.parent()) else {
            return Err(PathError::Io(is_a_directory()));
        };
        let dir = folders(root, h, parent.unwrap_or(Path::new("")), path)?;
        // A symlink in the file's place is followed, as opening the path
        // would: to where it points inside the root, or refused.
        if let Ok(st) = rustix::fs::statat(&dir, name, AtFlags::SYMLINK_NOFOLLOW) {
            if FileType::from_raw_mode(st.st_mode) == FileType::Symlink {
                if depth > 8 {
                    return Err(PathError::Io(Errno::LOOP.into()));
                }
                let real = root.real(path, root.dir.join(rel))?;
                let real_rel = real.strip_prefix(&root.dir).unwrap_or(&real).to_path_buf();
                return write(root, h, &real_rel, path, bytes, depth + 1);
            }
        }
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let tmp = format!(".{}.{}.{n}.tmp", name.to_string_lossy(), std::process::id());
        let fd = rustix::fs::openat(
            &dir,
            tmp.as_str(),
            OFlags::WRONLY | OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW | OFlags::CLOEXEC,
            Mode::from_raw_mode(0o666),
        )
        .map_err(|e| PathError::Io(e.into()))?;
        let mut f = std::fs::File::from(fd);
        let result = f
            .write_all(bytes)
            .and_then(|()| f.sync_all())
            .and_then(|()| {
                rustix::fs::renameat(&dir, tmp.as_str(), &dir, name).map_err(Into::into)
            });
        if let Err(e) = result {
            let _ = rustix::fs::unlinkat(&dir, tmp.as_str(), AtFlags::empty());
            return Err(PathError::Io(e));
        }
        Ok(slash_path(rel))
    }
}

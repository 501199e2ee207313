//! The walk of the root behind `find_files`, `search_content` and the code
//! tools: every file under a folder, hidden files and those the
//! `.gitignore`/`.ignore` rules exclude left out, symlinks not followed,
//! from several threads.
//!
//! On Linux, where the root is held open (see `sandbox`), folders are
//! listed through directory handles: each subfolder is opened relative to
//! its parent's handle with `O_NOFOLLOW | O_DIRECTORY`, and each file
//! relative to its folder's handle with `O_NOFOLLOW`. A folder swapped for
//! a symlink while the walk runs is refused by that open, so no name (and
//! no byte) from outside the root is ever listed — a walk by path would
//! follow the swapped-in symlink and list what it points to. The ignore
//! rules are those of the `ignore` crate's walker used before (and still
//! used where there is no handle): hidden files skipped unless an ignore
//! file lets them in, `.ignore` files, `.gitignore` files and
//! `.git/info/exclude` inside a git repository (`.git` or `.jj` in the
//! folder or above), and the global git excludes file, with the same
//! precedence; ignore files in the folders above the walk count too.

use std::path::Path;

use ignore::WalkState;

use super::sandbox::{PathError, Root};

/// Whether a walk goes on after a file.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// A file found by a walk.
pub struct Found<'a> {
    /// Root-relative, `/` separators.
    pub rel: &'a str,
    /// Which of the walk's threads found it: below [`threads`], the same
    /// for every file one thread finds (so a caller can keep what it
    /// collects per thread, with no contention).
    pub thread: usize,
    at: At<'a>,
}

enum At<'a> {
    /// A name in a folder held open.
    #[cfg(target_os = "linux")]
    In(std::os::fd::BorrowedFd<'a>, &'a std::ffi::CStr),
    /// Opened by its root-relative name beneath the root.
    Path(std::marker::PhantomData<&'a ()>),
}

impl Found<'_> {
    /// Read the file into `buf` (cleared first). A file swapped for a
    /// symlink or something other than a file since it was listed is
    /// refused.
    pub fn read_into(&self, root: &Root, buf: &mut Vec<u8>) -> Result<(), PathError> {
        match self.at {
            #[cfg(target_os = "linux")]
            At::In(dir, name) => fd::read_at(dir, name, self.rel, buf),
            At::Path(_) => root.read_relative_into(self.rel, buf),
        }
    }
}

/// Threads for a walk: the machine's cores, at most 8.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}

/// Call `f` on every file under `rel` (a root-relative folder or file, as
/// [`Root::locate`] returns it; a file is passed on as it is), from
/// several threads, until `f` says to quit.
pub fn files(root: &Root, rel: &str, f: &(dyn Fn(&Found<'_>) -> Flow + Sync)) {
    if let Some(store) = root.store() {
        // Hidden files are skipped as on disk; a store has no ignore files.
        for rel in store.files(rel) {
            if rel.split('/').any(|c| c.starts_with('.')) {
                continue;
            }
            let found = Found {
                rel: &rel,
                thread: 0,
                at: At::Path(std::marker::PhantomData),
            };
            if let Flow::Quit = f(&found) {
                return;
            }
        }
        return;
    }
    #[cfg(target_os = "linux")]
    if let Some(base) = root.open_beneath(rel) {
        if let Ok(base) = base {
            fd::walk(root, rel, base, f);
        }
        return;
    }
    by_path(root, &root.dir().join(rel), f);
}

/// The walk by path (the `ignore` crate's), where the root is not held
/// open: each file is still read beneath the root by its name.
pub fn by_path(root: &Root, base: &Path, f: &(dyn Fn(&Found<'_>) -> Flow + Sync)) {
    let n = threads();
    let next_thread = std::sync::atomic::AtomicUsize::new(0);
    let next_thread = &next_thread;
    ignore::WalkBuilder::new(base)
        .follow_links(false)
        .threads(n)
        .build_parallel()
        .run(|| {
            let thread = next_thread.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % n;
            Box::new(move |entry| match entry {
                Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => {
                    let rel = root.relative(e.path());
                    match f(&Found {
                        rel: &rel,
                        thread,
                        at: At::Path(std::marker::PhantomData),
                    }) {
                        Flow::Continue => WalkState::Continue,
                        Flow::Quit => WalkState::Quit,
                    }
                }
                _ => WalkState::Continue,
            })
        });
}

#[cfg(target_os = "linux")]
mod fd {
    use std::ffi::{CStr, CString};
    use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
    use std::path::{Path, PathBuf};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Condvar, Mutex};

    use ignore::gitignore::{Gitignore, GitignoreBuilder};
    use ignore::Match;
    use rustix::fs::{AtFlags, FileType, Mode, OFlags, ResolveFlags};

    use super::{At, Flow, Found};
    use crate::kit::sandbox::{Opened, PathError, Root};

    /// A folder opened to list: beneath its parent, never through a symlink.
    const FOLDER: OFlags = OFlags::RDONLY
        .union(OFlags::DIRECTORY)
        .union(OFlags::NOFOLLOW)
        .union(OFlags::CLOEXEC);
    /// A file opened to read: never through a symlink, never blocking on
    /// a FIFO swapped in.
    const FILE: OFlags = OFlags::RDONLY
        .union(OFlags::NOFOLLOW)
        .union(OFlags::NONBLOCK)
        .union(OFlags::NOCTTY)
        .union(OFlags::CLOEXEC);

    pub fn read_at(
        dir: BorrowedFd<'_>,
        name: &CStr,
        rel: &str,
        buf: &mut Vec<u8>,
    ) -> Result<(), PathError> {
        let io = |e: rustix::io::Errno| PathError::Io(e.into());
        let fd = rustix::fs::openat(dir, name, FILE, Mode::empty()).map_err(io)?;
        let st = rustix::fs::fstat(&fd).map_err(io)?;
        if FileType::from_raw_mode(st.st_mode) != FileType::RegularFile {
            return Err(PathError::Refused(format!("`{rel}` is not a regular file")));
        }
        Opened {
            contents: crate::kit::sandbox::Contents::File(std::fs::File::from(fd)),
            rel: String::new(),
            len: st.st_size as u64,
            is_dir: false,
        }
        .read_into(buf)
        .map_err(PathError::Io)
    }

    /// The ignore rules of one folder and those above it (the `ignore`
    /// crate's `Ignore`, with every path absolute).
    struct Rules {
        parent: Option<Arc<Rules>>,
        ignore: Gitignore,
        git_ignore: Gitignore,
        git_exclude: Gitignore,
        /// `.git` or `.jj` here: the folder is a repository's top.
        has_git: bool,
        /// Some folder here or above is a repository's top.
        any_git: bool,
        /// Some folder here or above has a rule.
        any_rules: bool,
    }

    impl Rules {
        fn empty(&self) -> bool {
            !self.has_git
                && self.ignore.is_empty()
                && self.git_ignore.is_empty()
                && self.git_exclude.is_empty()
        }
    }

    /// How the ignore files of a folder are reached: through its handle
    /// (an ignore file that is a symlink elsewhere in the root is opened
    /// by its root-relative name beneath the root), or by path for the
    /// folders above the root.
    enum Access<'a> {
        Fd(BorrowedFd<'a>, &'a Root, &'a str),
        Path(&'a Path),
    }

    impl Access<'_> {
        fn kind(&self, name: &str) -> Option<FileType> {
            let st = match self {
                Access::Fd(fd, ..) => rustix::fs::statat(fd, name, AtFlags::empty()).ok()?,
                Access::Path(p) => rustix::fs::stat(p.join(name)).ok()?,
            };
            Some(FileType::from_raw_mode(st.st_mode))
        }

        fn read(&self, name: &str) -> Option<Vec<u8>> {
            match self {
                Access::Fd(fd, root, rel) => {
                    let f = match rustix::fs::openat2(
                        fd,
                        name,
                        OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC,
                        Mode::empty(),
                        ResolveFlags::BENEATH | ResolveFlags::NO_MAGICLINKS,
                    ) {
                        Ok(f) => f,
                        Err(rustix::io::Errno::XDEV) => {
                            root.open_beneath(&join(rel, name))?.ok()?
                        }
                        Err(_) => return None,
                    };
                    let mut buf = Vec::new();
                    std::io::Read::read_to_end(&mut std::fs::File::from(f), &mut buf).ok()?;
                    Some(buf)
                }
                Access::Path(p) => std::fs::read(p.join(name)).ok(),
            }
        }
    }

    /// Which ignore files and repository markers a folder has.
    #[derive(Default)]
    struct Markers {
        ignore: bool,
        git_ignore: bool,
        git: bool,
        jj: bool,
    }

    impl Markers {
        fn see(&mut self, name: &[u8]) {
            match name {
                b".ignore" => self.ignore = true,
                b".gitignore" => self.git_ignore = true,
                b".git" => self.git = true,
                b".jj" => self.jj = true,
                _ => {}
            }
        }

        fn probe(acc: &Access<'_>) -> Markers {
            let mut m = Markers::default();
            for name in [".ignore", ".gitignore", ".git", ".jj"] {
                if acc.kind(name).is_some() {
                    m.see(name.as_bytes());
                }
            }
            m
        }
    }

    /// A gitignore matcher rooted at `dir` from the lines of `bytes`, as
    /// `GitignoreBuilder::add` reads a file (a leading BOM dropped, lines
    /// that are not UTF-8 skipped).
    fn matcher(dir: &Path, from: PathBuf, bytes: Option<Vec<u8>>) -> Gitignore {
        let Some(bytes) = bytes else {
            return Gitignore::empty();
        };
        let mut b = GitignoreBuilder::new(dir);
        for (i, line) in bytes.split(|&c| c == b'\n').enumerate() {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let Ok(line) = std::str::from_utf8(line) else {
                continue;
            };
            let line = if i == 0 {
                line.trim_start_matches('\u{feff}')
            } else {
                line
            };
            let _ = b.add_line(Some(from.clone()), line);
        }
        b.build().unwrap_or_else(|_| Gitignore::empty())
    }

    /// The first line of a file read by path.
    fn first_line(p: &Path) -> Option<String> {
        let text = std::fs::read(p).ok()?;
        let line = text.split(|&c| c == b'\n').next()?;
        Some(String::from_utf8_lossy(line.strip_suffix(b"\r").unwrap_or(line)).into_owned())
    }

    /// The `info/exclude` of the repository whose `.git` is a file (a
    /// worktree's): its `gitdir:` and that folder's `commondir`.
    fn commondir_exclude(acc: &Access<'_>) -> Option<(PathBuf, Vec<u8>)> {
        let dot_git = acc.read(".git")?;
        let line = dot_git.split(|&c| c == b'\n').next()?;
        let line = std::str::from_utf8(line).ok()?;
        let real = PathBuf::from(line.strip_prefix("gitdir: ")?);
        let common = first_line(&real.join("commondir"))?;
        let common = if common.starts_with('.') {
            real.join(common)
        } else {
            PathBuf::from(common)
        };
        let path = common.join("info/exclude");
        let bytes = std::fs::read(&path).ok()?;
        Some((path, bytes))
    }

    fn rules(parent: Option<&Arc<Rules>>, dir: &Path, acc: &Access<'_>, m: &Markers) -> Arc<Rules> {
        let git_type = if m.git { acc.kind(".git") } else { None };
        let has_git = git_type.is_some() || (m.jj && acc.kind(".jj").is_some());
        let ignore = if m.ignore {
            matcher(dir, dir.join(".ignore"), acc.read(".ignore"))
        } else {
            Gitignore::empty()
        };
        let git_ignore = if m.git_ignore {
            matcher(dir, dir.join(".gitignore"), acc.read(".gitignore"))
        } else {
            Gitignore::empty()
        };
        let git_exclude = match git_type {
            Some(FileType::RegularFile) => match commondir_exclude(acc) {
                Some((path, bytes)) => matcher(dir, path, Some(bytes)),
                None => Gitignore::empty(),
            },
            Some(_) => matcher(
                dir,
                dir.join(".git/info/exclude"),
                acc.read(".git/info/exclude"),
            ),
            None => Gitignore::empty(),
        };
        let mut r = Rules {
            parent: parent.cloned(),
            ignore,
            git_ignore,
            git_exclude,
            has_git,
            any_git: has_git || parent.is_some_and(|p| p.any_git),
            any_rules: parent.is_some_and(|p| p.any_rules),
        };
        if r.empty() {
            // Nothing new here: the folder shares its parent's rules.
            if let Some(p) = parent {
                return p.clone();
            }
        }
        r.any_rules |=
            !r.ignore.is_empty() || !r.git_ignore.is_empty() || !r.git_exclude.is_empty();
        Arc::new(r)
    }

    /// What the walk holds for all its threads.
    struct Walk<'a> {
        root: &'a Root,
        f: &'a (dyn Fn(&Found<'_>) -> Flow + Sync),
        /// The global git excludes file (`core.excludesFile`).
        global: Gitignore,
        /// The walk's folder: root-relative, and absolute with its
        /// symlinks resolved (the ignore rules' paths).
        rel: &'a str,
        abs: PathBuf,
        jobs: Mutex<Jobs>,
        wake: Condvar,
        quit: AtomicBool,
    }

    /// Held by each walking thread: if the thread unwinds (a panic in
    /// `f`), the walk ends for all, since the others would otherwise wait
    /// forever for the folders it was counted busy with.
    struct QuitOnUnwind<'w, 'a>(&'w Walk<'a>);

    impl Drop for QuitOnUnwind<'_, '_> {
        fn drop(&mut self) {
            if std::thread::panicking() {
                self.0.quit.store(true, Ordering::Relaxed);
                let _jobs = lock(&self.0.jobs);
                self.0.wake.notify_all();
            }
        }
    }

    #[derive(Default)]
    struct Jobs {
        todo: Vec<Job>,
        /// Threads listing a folder or about to take one.
        busy: usize,
        /// Threads waiting for a folder to list.
        waiting: usize,
    }

    /// A folder open and listed.
    struct Folder {
        dir: rustix::fs::Dir,
        rules: Arc<Rules>,
        rel: String,
    }

    /// A folder's entries: names and types as listed.
    type Entries = Vec<(CString, FileType)>;

    /// A subfolder to list: its name in its parent.
    struct Job {
        parent: Arc<Folder>,
        name: CString,
    }

    fn join(rel: &str, name: &str) -> String {
        if rel.is_empty() {
            name.to_string()
        } else {
            let mut s = String::with_capacity(rel.len() + 1 + name.len());
            s.push_str(rel);
            s.push('/');
            s.push_str(name);
            s
        }
    }

    impl Walk<'_> {
        /// The entry `rel` (root-relative) is left out: ignored by a rule,
        /// or hidden and not let in by one.
        fn skip(&self, rules: &Rules, rel: &str, name: &[u8], is_dir: bool) -> bool {
            let hidden = name.first() == Some(&b'.');
            let global = rules.any_git && !self.global.is_empty();
            if !rules.any_rules && !global {
                return hidden;
            }
            let sub = rel[self.rel.len()..].trim_start_matches('/');
            let path = self.abs.join(sub);
            let (mut ig, mut gi, mut ex) = (Match::None, Match::None, Match::None);
            let mut saw_git = false;
            let mut cur = Some(rules);
            while let Some(r) = cur {
                if ig.is_none() {
                    ig = r.ignore.matched(&path, is_dir);
                }
                if rules.any_git && !saw_git {
                    if gi.is_none() {
                        gi = r.git_ignore.matched(&path, is_dir);
                    }
                    if ex.is_none() {
                        ex = r.git_exclude.matched(&path, is_dir);
                    }
                }
                saw_git |= r.has_git;
                cur = r.parent.as_deref();
            }
            let m = ig.or(gi).or(ex);
            let m = if m.is_none() && global {
                self.global.matched(&path, is_dir)
            } else {
                m
            };
            m.is_ignore() || (m.is_none() && hidden)
        }

        /// List one folder: its subfolders first (all but one go on the
        /// shared stack at once, so another thread can take them while
        /// this one reads the files here), then its files go to `f`. The
        /// subfolder kept is returned, to go on with.
        fn list(&self, folder: Arc<Folder>, names: Entries, thread: usize) -> Option<Job> {
            let fd = folder.dir.fd().ok()?;
            // Root-relative names are built in one buffer: the folder's
            // name and a `/`, then each entry's name in turn.
            let mut rel = folder.rel.clone();
            if !rel.is_empty() {
                rel.push('/');
            }
            let dir_len = rel.len();
            let mut subs = Vec::new();
            let mut files = Vec::with_capacity(names.len());
            for (name, mut ty) in names {
                if ty == FileType::Unknown {
                    match rustix::fs::statat(fd, &*name, AtFlags::SYMLINK_NOFOLLOW) {
                        Ok(st) => ty = FileType::from_raw_mode(st.st_mode),
                        Err(_) => continue,
                    }
                }
                let is_dir = match ty {
                    FileType::Directory => true,
                    FileType::RegularFile => false,
                    // Symlinks are not followed; FIFOs, sockets and
                    // devices are not files to read.
                    _ => continue,
                };
                rel.truncate(dir_len);
                rel.push_str(&String::from_utf8_lossy(name.as_bytes()));
                if self.skip(&folder.rules, &rel, name.as_bytes(), is_dir) {
                    continue;
                }
                if is_dir {
                    subs.push(Job {
                        parent: folder.clone(),
                        name,
                    });
                } else {
                    files.push(name);
                }
            }
            let next = subs.pop();
            if !subs.is_empty() {
                self.share(subs);
            }
            for name in files {
                if self.quit.load(Ordering::Relaxed) {
                    return None;
                }
                rel.truncate(dir_len);
                rel.push_str(&String::from_utf8_lossy(name.as_bytes()));
                if (self.f)(&Found {
                    rel: &rel,
                    thread,
                    at: At::In(fd, &name),
                }) == Flow::Quit
                {
                    self.quit.store(true, Ordering::Relaxed);
                    let _jobs = lock(&self.jobs);
                    self.wake.notify_all();
                    return None;
                }
            }
            next
        }

        /// Put folders on the shared stack, waking a thread that waits
        /// for one (none is woken when none waits: no system call).
        fn share(&self, mut subs: Vec<Job>) {
            let mut jobs = lock(&self.jobs);
            let n = subs.len().min(jobs.waiting);
            jobs.todo.append(&mut subs);
            drop(jobs);
            for _ in 0..n {
                self.wake.notify_one();
            }
        }

        /// List a folder just opened: its entries (`.` and `..` left
        /// out) and its rules.
        fn open(
            &self,
            fd: OwnedFd,
            parent: Option<&Arc<Rules>>,
            rel: String,
        ) -> Option<(Arc<Folder>, Entries)> {
            let mut dir = rustix::fs::Dir::new(fd).ok()?;
            let mut names = Vec::new();
            let mut markers = Markers::default();
            while let Some(Ok(e)) = dir.read() {
                let name = e.file_name();
                if matches!(name.to_bytes(), b"." | b"..") {
                    continue;
                }
                markers.see(name.to_bytes());
                names.push((name.to_owned(), e.file_type()));
            }
            let rules = {
                let fd = dir.fd().ok()?;
                let sub = rel[self.rel.len()..].trim_start_matches('/');
                let acc = Access::Fd(fd, self.root, &rel);
                rules(parent, &self.abs.join(sub), &acc, &markers)
            };
            Some((Arc::new(Folder { dir, rules, rel }), names))
        }

        /// List the folder `job` names; the subfolder kept to go on with.
        fn job(&self, job: Job, thread: usize) -> Option<Job> {
            if self.quit.load(Ordering::Relaxed) {
                return None;
            }
            let parent_fd = job.parent.dir.fd().ok()?;
            // Beneath the parent, never through a symlink: a folder
            // swapped for one since it was listed is refused here.
            let fd = rustix::fs::openat(parent_fd, &*job.name, FOLDER, Mode::empty()).ok()?;
            let rel = join(
                &job.parent.rel,
                &String::from_utf8_lossy(job.name.as_bytes()),
            );
            let (folder, names) = self.open(fd, Some(&job.parent.rules), rel)?;
            // The parent's handle is closed as soon as its last subfolder
            // is open.
            drop(job);
            self.list(folder, names, thread)
        }

        /// One thread's part: go on with the subfolder its last folder
        /// kept, else take one from the shared stack (last in, first
        /// out, so the folders held open stay near one path per thread),
        /// until none is left and no thread is listing one. A thread
        /// counts as busy from the folder it takes to the end of the
        /// folders it goes on with.
        fn work(&self, mut next: Option<Job>, thread: usize) {
            loop {
                let job = match next.take() {
                    Some(j) => j,
                    None => {
                        let mut jobs = lock(&self.jobs);
                        jobs.busy -= 1;
                        loop {
                            if self.quit.load(Ordering::Relaxed) {
                                return;
                            }
                            if let Some(j) = jobs.todo.pop() {
                                jobs.busy += 1;
                                break j;
                            }
                            if jobs.busy == 0 {
                                // The walk is over: wake the others to
                                // see it.
                                self.wake.notify_all();
                                return;
                            }
                            jobs.waiting += 1;
                            jobs = self.wake.wait(jobs).unwrap_or_else(|e| e.into_inner());
                            jobs.waiting -= 1;
                        }
                    }
                };
                next = self.job(job, thread);
            }
        }
    }

    fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
        m.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The rules of the folders above the walk's folder `abs`: by path
    /// above the root, beneath the root's handle inside it.
    fn rules_above(root: &Root, abs: &Path) -> Option<Arc<Rules>> {
        let mut above: Vec<&Path> = abs.ancestors().skip(1).collect();
        above.reverse();
        let mut rules_so_far: Option<Arc<Rules>> = None;
        for dir in above {
            let r = match dir.strip_prefix(root.dir()) {
                Ok(inside) => {
                    let Some(Ok(fd)) = root.open_folder_beneath(inside) else {
                        continue;
                    };
                    let inside = inside.to_string_lossy();
                    let acc = Access::Fd(fd.as_fd(), root, &inside);
                    rules(rules_so_far.as_ref(), dir, &acc, &Markers::probe(&acc))
                }
                Err(_) => {
                    let acc = Access::Path(dir);
                    rules(rules_so_far.as_ref(), dir, &acc, &Markers::probe(&acc))
                }
            };
            rules_so_far = Some(r);
        }
        rules_so_far
    }

    pub fn walk(root: &Root, rel: &str, base: OwnedFd, f: &(dyn Fn(&Found<'_>) -> Flow + Sync)) {
        let Ok(st) = rustix::fs::fstat(&base) else {
            return;
        };
        match FileType::from_raw_mode(st.st_mode) {
            FileType::Directory => {}
            FileType::RegularFile => {
                // A file named by the caller is searched as it is.
                f(&Found {
                    rel,
                    thread: 0,
                    at: At::Path(std::marker::PhantomData),
                });
                return;
            }
            _ => return,
        }
        let lexical = root.dir().join(rel);
        let abs = if rel.is_empty() {
            lexical
        } else {
            lexical.canonicalize().unwrap_or(lexical)
        };
        let above = rules_above(root, &abs);
        let walk = Walk {
            root,
            f,
            global: Gitignore::global().0,
            rel,
            abs,
            jobs: Mutex::new(Jobs::default()),
            wake: Condvar::new(),
            quit: AtomicBool::new(false),
        };
        let Some((folder, names)) = walk.open(base, above.as_ref(), rel.to_string()) else {
            return;
        };
        // A folder with no subfolder is listed by this thread alone.
        let alone = !names
            .iter()
            .any(|(_, t)| matches!(t, FileType::Directory | FileType::Unknown));
        let n = if alone { 1 } else { super::threads() };
        // Every thread counts as busy until it first looks for a folder,
        // so none of them ends the walk before the first folder's
        // subfolders are shared.
        lock(&walk.jobs).busy = n;
        std::thread::scope(|s| {
            for thread in 1..n {
                let walk = &walk;
                s.spawn(move || {
                    let _guard = QuitOnUnwind(walk);
                    walk.work(None, thread)
                });
            }
            let _guard = QuitOnUnwind(&walk);
            let next = walk.list(folder, names, 0);
            walk.work(next, 0);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn listed(root: &Root, rel: &str) -> Vec<(String, String)> {
        let out = Mutex::new(Vec::new());
        files(root, rel, &|f| {
            let mut buf = Vec::new();
            let text = match f.read_into(root, &mut buf) {
                Ok(()) => String::from_utf8_lossy(&buf).into_owned(),
                Err(e) => format!("error: {}", e.message("read", f.rel)),
            };
            out.lock().unwrap().push((f.rel.to_string(), text));
            Flow::Continue
        });
        let mut v = out.into_inner().unwrap();
        v.sort();
        v
    }

    fn write(dir: &Path, rel: &str, text: &str) {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    /// A walk of many folders on several threads: every file once, each
    /// with the index of a thread below `threads()`; and a walk told to
    /// quit stops (no thread is left waiting) after at most one more file
    /// per other thread.
    #[test]
    fn threads_share_folders_and_quit() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let ws = tempfile::tempdir().unwrap();
        let d = ws.path();
        let mut all = Vec::new();
        for i in 0..40 {
            for j in 0..3 {
                let rel = format!("a{}/b{i}/c{j}/f.txt", i % 4);
                write(d, &rel, "x");
                all.push(rel);
            }
        }
        all.sort();
        for root in [
            Root::new(d).unwrap(),
            Root::new(d).unwrap().without_handle(),
        ] {
            let seen = Mutex::new(Vec::new());
            files(&root, "", &|f| {
                assert!(f.thread < threads(), "thread {}", f.thread);
                seen.lock().unwrap().push(f.rel.to_string());
                Flow::Continue
            });
            let mut seen = seen.into_inner().unwrap();
            seen.sort();
            assert_eq!(seen, all);
            let calls = AtomicUsize::new(0);
            files(&root, "", &|_| {
                if calls.fetch_add(1, Ordering::SeqCst) + 1 >= 10 {
                    Flow::Quit
                } else {
                    Flow::Continue
                }
            });
            let calls = calls.into_inner();
            assert!(
                (10..10 + threads()).contains(&calls),
                "{calls} calls after a quit"
            );
        }
    }

    /// A panic in the callback, on a file of the walk's first folder or
    /// deeper, reaches the caller: the other threads stop instead of
    /// waiting for the panicking thread's folders (they waited forever).
    #[test]
    fn a_panic_in_the_callback_ends_the_walk() {
        let ws = tempfile::tempdir().unwrap();
        let d = ws.path();
        write(d, "top.txt", "x");
        for i in 0..20 {
            write(d, &format!("a{i}/b/f.txt"), "x");
        }
        for (root, victim) in [
            (Root::new(d).unwrap(), "top.txt"),
            (Root::new(d).unwrap(), "a7/b/f.txt"),
            (Root::new(d).unwrap().without_handle(), "top.txt"),
        ] {
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let r = std::panic::catch_unwind(|| {
                    files(&root, "", &|f| {
                        assert!(f.rel != victim, "the callback fails on {victim}");
                        Flow::Continue
                    })
                });
                let _ = tx.send(r.is_err());
            });
            let ended = rx.recv_timeout(std::time::Duration::from_secs(60));
            assert_eq!(
                ended,
                Ok(true),
                "the walk did not end on a panic at {victim}"
            );
        }
    }

    /// The walk through handles finds exactly what the `ignore` crate's
    /// walk by path finds, with the same ignore rules.
    #[test]
    fn handles_and_paths_find_the_same_files() {
        let ws = tempfile::tempdir().unwrap();
        let d = ws.path();
        for (rel, text) in [
            ("a.rs", "a"),
            (".hidden.rs", "h"),
            (".shown.rs", "s"),
            ("src/b.rs", "b"),
            ("src/gen/c.rs", "c"),
            ("src/gen/keep.rs", "k"),
            ("src/.cache/d.rs", "d"),
            ("target/e.rs", "e"),
            ("notes/x.log", "x"),
            ("notes/y.txt", "y"),
            ("deep/1/2/3/4/f.rs", "f"),
            (".ignore", "*.log\n!.shown.rs\n"),
            // Outside a repository a .gitignore does not count.
            ("src/.gitignore", "gen/\n"),
            ("repo/.gitignore", "*.tmp\n"),
            ("repo/g.tmp", "g"),
            ("repo/h.rs", "h"),
            ("repo/inner/.gitignore", "!keep.tmp\n"),
            ("repo/inner/keep.tmp", "k"),
            ("repo/inner/drop.tmp", "d"),
            ("repo/.git/info/exclude", "excluded.rs\n"),
            ("repo/excluded.rs", "x"),
            ("repo/sub/.git/HEAD", "x"),
            ("repo/sub/i.tmp", "i"),
            ("nogit/.gitignore", "*.rs\n"),
            ("nogit/j.rs", "j"),
            ("common.ignore", "*.bak\n"),
            ("shared/k.bak", "k"),
            ("shared/l.rs", "l"),
        ] {
            write(d, rel, text);
        }
        std::os::unix::fs::symlink(d.join("src"), d.join("linkdir")).unwrap();
        std::os::unix::fs::symlink(d.join("a.rs"), d.join("link.rs")).unwrap();
        // An ignore file that is a symlink to elsewhere in the root.
        std::os::unix::fs::symlink("../common.ignore", d.join("shared/.ignore")).unwrap();
        let root = Root::new(d).unwrap();
        let by_path = root.clone().without_handle();
        for rel in [
            "",
            "src",
            "repo",
            "repo/inner",
            "linkdir",
            "a.rs",
            "deep/1",
            "shared",
        ] {
            let a = listed(&root, rel);
            let b = listed(&by_path, rel);
            assert_eq!(a, b, "walk of `{rel}`");
        }
        let all: Vec<String> = listed(&root, "").into_iter().map(|(r, _)| r).collect();
        for want in [
            "a.rs",
            ".shown.rs",
            "src/b.rs",
            "repo/h.rs",
            "repo/inner/keep.tmp",
            "repo/sub/i.tmp",
            "nogit/j.rs",
            "src/gen/c.rs",
            "deep/1/2/3/4/f.rs",
            "shared/l.rs",
        ] {
            assert!(all.iter().any(|r| r == want), "{want} missing from {all:?}");
        }
        for gone in [
            "shared/k.bak",
            ".hidden.rs",
            "src/.cache/d.rs",
            "notes/x.log",
            "repo/g.tmp",
            "repo/inner/drop.tmp",
            "repo/excluded.rs",
            "link.rs",
            "linkdir/b.rs",
        ] {
            assert!(!all.iter().any(|r| r == gone), "{gone} listed: {all:?}");
        }
    }
}

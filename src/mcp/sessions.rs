//! Literate documents over MCP, and their sessions. A document runs on a
//! thread of its own, which keeps its kernel (whose values are not `Send`).
//! When the document stops at `@continue`, the thread stays: it is the
//! session, and receives the next parts of the document over a channel
//! until the document ends, or the session goes unused past its time to
//! live, or more recent sessions push it out.
//!
//! With a session directory (`--session-dir`), a session stopped at
//! `@continue` is also written there as a snapshot, `<id>.lpysnap`
//! (atomically), beside `<id>.kit` (the kit it runs with); a `session` id
//! not in memory (expired, pushed out, or opened by an earlier server
//! process) is restored from there. A session that ends removes its files.
//! Over HTTP (`keep` false) a session with a snapshot on disk does not stay
//! in memory after its answer: the next part restores it, on whichever
//! server process that shares the folder receives it.

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value as Json};
use tokio::sync::oneshot;

use super::tools::{program_limits, Answer, RunDocument};
use crate::engine::{self, DocumentReport, Rejection, RunOptions};
use crate::kit::{KitHost, Root};
use crate::literate::driver::Driver;
use crate::vm::LimitOverrides;

type Reply = oneshot::Sender<Answer>;

/// What a session is asked to do next.
enum Part {
    /// Go on after the `@continue` with the next part of the document.
    Resume(String),
    /// Change a cell before it.
    Edit(crate::literate::edit::Edit),
}

struct Handle {
    tx: mpsc::Sender<(Part, Reply)>,
    last_used: Instant,
}

/// The open sessions, bounded in number and in idle time.
pub struct Sessions {
    open: Mutex<HashMap<String, Handle>>,
    /// Ids that ended recently, to tell "expired" from "never existed".
    ended: Mutex<VecDeque<(String, &'static str)>>,
    pub ttl: Duration,
    pub max: usize,
    next: AtomicU64,
    /// Where sessions are kept as snapshots, if anywhere.
    pub dir: Option<PathBuf>,
    /// Whether a session saved in `dir` also stays open in memory between
    /// its parts (stdio), or is closed once saved (HTTP: another process
    /// may continue it, and this one must not answer from a stale copy).
    pub keep: bool,
}

impl Sessions {
    pub fn new(ttl: Duration, max: usize) -> Sessions {
        Sessions {
            open: Mutex::new(HashMap::new()),
            ended: Mutex::new(VecDeque::new()),
            ttl,
            max: max.max(1),
            next: AtomicU64::new(1),
            dir: None,
            keep: true,
        }
    }

    pub fn open_count(&self) -> usize {
        self.open.lock().map(|o| o.len()).unwrap_or(0)
    }

    fn end(&self, id: &str, why: &'static str) {
        if let Ok(mut open) = self.open.lock() {
            open.remove(id);
        }
        if let Ok(mut ended) = self.ended.lock() {
            ended.push_back((id.to_string(), why));
            while ended.len() > 1024 {
                ended.pop_front();
            }
        }
    }

    fn new_id(&self) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        // The process too: servers sharing a session folder never pick
        // the same id.
        format!("doc-{}-{n}-{nanos:08x}", std::process::id())
    }

    /// Open a session for a thread's channel, pushing out the least
    /// recently used one when all places are taken.
    fn register(&self, tx: mpsc::Sender<(Part, Reply)>) -> String {
        let id = self.new_id();
        self.register_as(id.clone(), tx);
        id
    }

    fn register_as(&self, id: String, tx: mpsc::Sender<(Part, Reply)>) {
        let evicted = match self.open.lock() {
            Ok(mut open) => self.insert(&mut open, id, tx),
            Err(_) => None,
        };
        self.evicted(evicted);
    }

    /// Put a session in the table (held locked), pushing out the least
    /// recently used one when all places are taken; the one pushed out.
    fn insert(
        &self,
        open: &mut HashMap<String, Handle>,
        id: String,
        tx: mpsc::Sender<(Part, Reply)>,
    ) -> Option<String> {
        let evicted = if open.len() >= self.max {
            open.iter()
                .min_by_key(|(_, h)| h.last_used)
                .map(|(k, _)| k.clone())
        } else {
            None
        };
        if let Some(old) = &evicted {
            open.remove(old);
        }
        open.insert(
            id,
            Handle {
                tx,
                last_used: Instant::now(),
            },
        );
        evicted
    }

    fn evicted(&self, evicted: Option<String>) {
        if let Some(old) = evicted {
            let why = if self.dir.is_some() {
                "closed in memory to make room for a newer session"
            } else {
                "closed to make room for a newer session"
            };
            self.end(&old, why);
        }
    }

    fn files(&self, id: &str) -> Option<(PathBuf, PathBuf)> {
        let dir = self.dir.as_ref()?;
        Some((
            dir.join(format!("{id}.lpysnap")),
            dir.join(format!("{id}.kit")),
        ))
    }

    /// Close a session kept on disk in memory (not an ending: its next
    /// part restores it); whether it was, which it is when saved there and
    /// not `keep`.
    fn release(&self, id: &str, saved: bool) -> bool {
        let release = saved && !self.keep && self.dir.is_some();
        if release {
            if let Ok(mut open) = self.open.lock() {
                open.remove(id);
            }
        }
        release
    }

    /// Keep a session stopped at `@continue` in the session directory.
    fn save(&self, id: &str, kit: &str, driver: &Driver<KitHost>) -> Result<(), String> {
        let Some((snap, kit_file)) = self.files(id) else {
            return Ok(());
        };
        let bytes = driver.snapshot()?;
        crate::fsutil::write_atomic(&kit_file, kit.as_bytes())
            .and_then(|()| crate::fsutil::write_atomic(&snap, &bytes))
            .map_err(|e| format!("cannot keep the session in {}: {e}", snap.display()))
    }

    /// A session that ended leaves nothing in the session directory.
    fn forget(&self, id: &str) {
        if let Some((snap, kit)) = self.files(id) {
            let _ = std::fs::remove_file(snap);
            let _ = std::fs::remove_file(kit);
        }
    }
}

/// A session id names files: letters, digits, `-` and `_` only.
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 128
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Run a document, or the next part of one in a session.
pub async fn run_document(
    a: RunDocument,
    dir: PathBuf,
    limits: LimitOverrides,
    sessions: Arc<Sessions>,
) -> Answer {
    let (reply, answer) = oneshot::channel();
    match a.session {
        Some(id) => {
            if !valid_id(&id) {
                return Answer::usage(format!(
                    "invalid session id `{}`: a session id is letters, digits, `-` and `_`, as run_document returned it",
                    id.escape_default()
                ));
            }
            let part = match &a.edit {
                Some(_) if !a.document.is_empty() => {
                    return Answer::usage("give `document` or `edit`, not both");
                }
                Some(e) => match e.to_edit() {
                    Ok(edit) => Part::Edit(edit),
                    Err(m) => return Answer::usage(m),
                },
                None => Part::Resume(a.document),
            };
            let mut message = Some((part, reply));
            // A session kept on disk: a thread restores it, and takes its
            // place in the table now (under the same lock), so that a
            // second request for the same id waits its turn on the channel.
            let mut restore = None;
            let mut evicted = None;
            let sent = match sessions.open.lock() {
                Ok(mut open) => match open.get_mut(&id) {
                    Some(h) => {
                        h.last_used = Instant::now();
                        message.take().is_some_and(|m| h.tx.send(m).is_ok())
                    }
                    None => match sessions.files(&id) {
                        Some((snap, kit_file)) if snap.is_file() => {
                            let (tx, rx) = mpsc::channel::<(Part, Reply)>();
                            if let Some(m) = message.take() {
                                let _ = tx.send(m);
                            }
                            evicted = sessions.insert(&mut open, id.clone(), tx);
                            restore = Some((snap, kit_file, rx));
                            true
                        }
                        _ => false,
                    },
                },
                Err(_) => false,
            };
            sessions.evicted(evicted);
            if let Some((snap, kit_file, rx)) = restore {
                let kit = std::fs::read_to_string(&kit_file)
                    .ok()
                    .or(a.kit)
                    .unwrap_or_else(|| "read".into());
                let s = sessions.clone();
                let key = id.clone();
                let spawned = std::thread::Builder::new()
                    .name("lackpy-document".into())
                    .spawn(move || restored_thread(key, snap, kit, dir, limits, s, rx));
                if let Err(e) = spawned {
                    return Answer::usage(format!("cannot start a document thread: {e}"));
                }
            }
            if !sent {
                let why = sessions
                    .ended
                    .lock()
                    .ok()
                    .and_then(|e| e.iter().rev().find(|(k, _)| *k == id).map(|(_, w)| *w));
                let ttl = sessions.ttl.as_secs();
                return Answer::usage(match why {
                    Some(why) => format!(
                        "session `{id}` has ended ({why}); run the whole document again without `session`"
                    ),
                    None => format!(
                        "unknown session `{id}`: sessions come from a run_document that stopped at `@continue`, and expire {ttl} s after their last use"
                    ),
                });
            }
        }
        None if a.edit.is_some() => {
            return Answer::usage(
                "`edit` changes a session's document: give the `session` a run_document stopped at `@continue` returned",
            );
        }
        None => {
            let s = sessions.clone();
            let spawned = std::thread::Builder::new()
                .name("lackpy-document".into())
                .spawn(move || document_thread(a, dir, limits, s, reply));
            if let Err(e) = spawned {
                return Answer::usage(format!("cannot start a document thread: {e}"));
            }
        }
    }
    answer
        .await
        .unwrap_or_else(|_| Answer::usage("the document's session stopped before answering"))
}

/// The thread of one document: the first run, then the session's parts.
fn document_thread(
    a: RunDocument,
    dir: PathBuf,
    limits: LimitOverrides,
    sessions: Arc<Sessions>,
    reply: Reply,
) {
    let name = "<document>";
    let setup = Root::new(&dir)
        .map_err(|e| format!("the workspace {}: {e}", dir.display()))
        .and_then(|root| {
            engine::resolve_kit(a.kit.as_deref().unwrap_or("read"), root.dir())
                .map(|kit| (root, kit))
        });
    let (root, kit) = match setup {
        Ok(s) => s,
        Err(e) => {
            let _ = reply.send(Answer::usage(e));
            return;
        }
    };
    // The whole document is checked before its first cell runs.
    if let Err(r) = engine::check_document(&a.document, name, &kit, &[], None) {
        let _ = reply.send(rejection(r));
        return;
    }
    let options = RunOptions::new().limits(program_limits(limits));
    let mut driver = engine::document_driver(&kit, root, name, &options);
    let started = Instant::now();
    let first = driver.run_document(&a.document);
    let mut answer = match first {
        Ok(_) => report(&driver, started),
        Err(diags) => {
            let _ = reply.send(rejection(Rejection::from_diagnostics(diags, &a.document)));
            return;
        }
    };
    if !driver.log.continue_requested || answer.is_error {
        answer.json["session"] = Json::Null;
        let _ = reply.send(answer);
        return;
    }
    let (tx, rx) = mpsc::channel::<(Part, Reply)>();
    let id = sessions.register(tx);
    let kit_spec = a.kit.unwrap_or_else(|| "read".into());
    let saved = sessions.save(&id, &kit_spec, &driver);
    if let Err(e) = &saved {
        warn(&mut answer.json, e.clone());
    }
    answer.json["session"] = json!(id);
    let released = sessions.release(&id, saved.is_ok());
    let _ = reply.send(answer);
    if !released {
        serve(driver, id, kit_spec, sessions, rx);
    }
}

/// A session restored from the session directory: the first part waits on
/// the channel already.
fn restored_thread(
    id: String,
    snap: PathBuf,
    kit_spec: String,
    dir: PathBuf,
    limits: LimitOverrides,
    sessions: Arc<Sessions>,
    rx: mpsc::Receiver<(Part, Reply)>,
) {
    let restored = Root::new(&dir)
        .map_err(|e| Answer::usage(format!("the workspace {}: {e}", dir.display())))
        .and_then(|root| engine::resolve_kit(&kit_spec, root.dir()).map_err(Answer::usage))
        .and_then(|kit| {
            let bytes = std::fs::read(&snap).map_err(|e| {
                Answer::usage(format!("cannot read the session's {}: {e}", snap.display()))
            })?;
            let options = RunOptions::new().limits(program_limits(limits));
            Driver::restore(&bytes, &kit, &options).map_err(rejection)
        });
    match restored {
        Ok(driver) => serve(driver, id, kit_spec, sessions, rx),
        Err(answer) => {
            sessions.end(&id, "its snapshot could not be restored");
            if let Ok((_, reply)) = rx.try_recv() {
                let _ = reply.send(answer);
            }
        }
    }
}

/// The parts of a session, until its document ends or it goes unused.
fn serve(
    mut driver: Driver<KitHost>,
    id: String,
    kit_spec: String,
    sessions: Arc<Sessions>,
    rx: mpsc::Receiver<(Part, Reply)>,
) {
    // A part sent before the session was released from memory.
    let mut queued = None;
    loop {
        let next = match queued.take() {
            Some(m) => Ok(m),
            None => rx.recv_timeout(sessions.ttl),
        };
        let (part, reply) = match next {
            Ok(m) => m,
            Err(RecvTimeoutError::Timeout) => {
                sessions.end(&id, "it expired unused");
                return;
            }
            // Pushed out of the table: the ending is recorded already.
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let started = Instant::now();
        let (mut answer, edited) = match part {
            Part::Resume(chunk) => match driver.resume(&chunk) {
                Ok(_) => (report(&driver, started), false),
                Err(diags) => (rejection(Rejection::from_diagnostics(diags, &chunk)), false),
            },
            // No one is there to approve a re-run: a cell that writes is
            // left stale. A refused edit changed nothing.
            Part::Edit(edit) => match driver.edit(edit) {
                Ok(done) => {
                    let mut a = report(&driver, started);
                    a.json["edit"] = json!(done);
                    (a, true)
                }
                Err(e) => (Answer::usage(e.message), true),
            },
        };
        // A part that does not parse leaves the kernel as it was: the
        // session stays open for a corrected part; an edit keeps the pause.
        let open = edited
            || driver.log.continue_requested
            || answer.json["error"]["type"] == "SyntaxError";
        if open {
            let mut saved = false;
            if driver.log.continue_requested {
                match sessions.save(&id, &kit_spec, &driver) {
                    Ok(()) => saved = true,
                    Err(e) => warn(&mut answer.json, e),
                }
            }
            answer.json["session"] = json!(id);
            let released = sessions.release(&id, saved);
            let _ = reply.send(answer);
            if released {
                // Parts are sent under the table's lock, so once the
                // session is out of it none can arrive but those queued.
                match rx.try_recv() {
                    Ok(m) => queued = Some(m),
                    Err(_) => return,
                }
            }
        } else {
            sessions.end(&id, "its document ran to the end");
            sessions.forget(&id);
            answer.json["session"] = Json::Null;
            let _ = reply.send(answer);
            return;
        }
    }
}

/// Add a warning to an answer (a session that could not be kept on disk
/// still runs in memory).
fn warn(json: &mut Json, message: String) {
    match json["warnings"].as_array_mut() {
        Some(w) => w.push(json!(message)),
        None => json["warnings"] = json!([message]),
    }
}

fn rejection(r: Rejection) -> Answer {
    let mut json = r.report().to_json();
    json["session"] = Json::Null;
    Answer {
        json,
        is_error: true,
    }
}

/// The document's run object, as `lackpy-vm run --format json` prints it.
fn report(driver: &Driver<KitHost>, started: Instant) -> Answer {
    let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
    let report = DocumentReport::from_driver(driver, None, elapsed_ms);
    Answer {
        is_error: !report.success,
        json: report.to_json(),
    }
}

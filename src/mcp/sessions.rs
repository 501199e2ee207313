//! Literate documents over MCP, and their sessions. A document runs on a
//! thread of its own, which keeps its kernel (whose values are not `Send`).
//! When the document stops at `@continue`, the thread stays: it is the
//! session, and receives the next parts of the document over a channel
//! until the document ends, or the session goes unused past its time to
//! live, or more recent sessions push it out.

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

struct Handle {
    tx: mpsc::Sender<(String, Reply)>,
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
}

impl Sessions {
    pub fn new(ttl: Duration, max: usize) -> Sessions {
        Sessions {
            open: Mutex::new(HashMap::new()),
            ended: Mutex::new(VecDeque::new()),
            ttl,
            max: max.max(1),
            next: AtomicU64::new(1),
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
        format!("doc-{n}-{nanos:08x}")
    }

    /// Open a session for a thread's channel, pushing out the least
    /// recently used one when all places are taken.
    fn register(&self, tx: mpsc::Sender<(String, Reply)>) -> String {
        let id = self.new_id();
        let evicted = match self.open.lock() {
            Ok(mut open) => {
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
                    id.clone(),
                    Handle {
                        tx,
                        last_used: Instant::now(),
                    },
                );
                evicted
            }
            Err(_) => None,
        };
        if let Some(old) = evicted {
            self.end(&old, "closed to make room for a newer session");
        }
        id
    }
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
            let sent = match sessions.open.lock() {
                Ok(mut open) => match open.get_mut(&id) {
                    Some(h) => {
                        h.last_used = Instant::now();
                        h.tx.send((a.document, reply)).is_ok()
                    }
                    None => false,
                },
                Err(_) => false,
            };
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
    let (tx, rx) = mpsc::channel::<(String, Reply)>();
    let id = sessions.register(tx);
    answer.json["session"] = json!(id);
    let _ = reply.send(answer);
    loop {
        let (chunk, reply) = match rx.recv_timeout(sessions.ttl) {
            Ok(m) => m,
            Err(RecvTimeoutError::Timeout) => {
                sessions.end(&id, "it expired unused");
                return;
            }
            // Pushed out of the table: the ending is recorded already.
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let started = Instant::now();
        let mut answer = match driver.resume(&chunk) {
            Ok(_) => report(&driver, started),
            Err(diags) => rejection(Rejection::from_diagnostics(diags, &chunk)),
        };
        // A part that does not parse leaves the kernel as it was: the
        // session stays open for a corrected part.
        let open = driver.log.continue_requested || answer.json["error"]["type"] == "SyntaxError";
        if open {
            answer.json["session"] = json!(id);
            let _ = reply.send(answer);
        } else {
            sessions.end(&id, "its document ran to the end");
            answer.json["session"] = Json::Null;
            let _ = reply.send(answer);
            return;
        }
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

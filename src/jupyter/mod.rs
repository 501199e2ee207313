//! The Jupyter kernel (`lackpy kernel`, spec/jupyter.md): Jupyter's
//! messaging protocol 5.3 over ZeroMQ, a thin front over the literate
//! kernel. Sockets are served on a tokio runtime; the cells run on a
//! thread of their own that owns the namespace (values are not `Send`),
//! one request at a time, in the order the shell socket received them.

pub mod cells;
mod wire;

use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;

use bytes::Bytes;
use serde::Deserialize;
use serde_json::{json, Value as Json};
use tokio::sync::{mpsc, oneshot, Mutex};
use zeromq::{PubSocket, RepSocket, RouterSocket, Socket, SocketRecv, SocketSend, ZmqMessage};

use cells::{Notebook, Outcome, Setup, INTERRUPT};
use wire::{Message, Signer};

/// The kernelspec's folder name and display name.
pub const KERNEL_NAME: &str = "lackpy";

/// Write a kernelspec for `argv` (the command that starts the kernel,
/// `{connection_file}` in it) into `kernels/lackpy/` under `data_dir`
/// (a Jupyter data directory). Returns the kernelspec's folder.
pub fn install(data_dir: &Path, argv: Vec<String>) -> Result<PathBuf, String> {
    let dir = data_dir.join("kernels").join(KERNEL_NAME);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let spec = json!({
        "argv": argv,
        "display_name": "lackpy",
        "language": "lackpy",
        "interrupt_mode": "signal",
        "metadata": {"debugger": false},
    });
    let text = serde_json::to_string_pretty(&spec).map_err(|e| e.to_string())? + "\n";
    crate::fsutil::write_atomic(&dir.join("kernel.json"), text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", dir.join("kernel.json").display()))?;
    Ok(dir)
}

/// A connection file, as Jupyter writes it for a kernel it starts.
#[derive(Debug, Deserialize)]
struct Connection {
    #[serde(default = "tcp")]
    transport: String,
    ip: String,
    shell_port: u16,
    iopub_port: u16,
    stdin_port: u16,
    control_port: u16,
    hb_port: u16,
    #[serde(default)]
    key: String,
    #[serde(default = "hmac_sha256")]
    signature_scheme: String,
}

fn tcp() -> String {
    "tcp".into()
}

fn hmac_sha256() -> String {
    "hmac-sha256".into()
}

/// What the cells' thread is asked to do.
enum Job {
    Execute(String, oneshot::Sender<Outcome>),
    Complete(String, usize, oneshot::Sender<Json>),
    Inspect(String, usize, oneshot::Sender<Json>),
}

/// The sockets' shared state: the signer, the iopub socket, the session.
struct Shared {
    signer: Signer,
    session: String,
    iopub: Mutex<PubSocket>,
}

impl Shared {
    async fn publish(&self, msg_type: &str, parent: &Message, content: Json) {
        let mut frames = wire::encode(
            &self.signer,
            &self.session,
            Vec::new(),
            msg_type,
            Some(parent),
            content,
        );
        // The topic: what a subscriber may filter on.
        frames.insert(
            0,
            Bytes::from(format!("kernel.{}.{msg_type}", self.session)),
        );
        if let Ok(m) = ZmqMessage::try_from(frames) {
            let _ = self.iopub.lock().await.send(m).await;
        }
    }

    async fn status(&self, parent: &Message, state: &str) {
        self.publish("status", parent, json!({"execution_state": state}))
            .await;
    }

    fn reply(&self, to: &Message, msg_type: &str, content: Json) -> Option<ZmqMessage> {
        let frames = wire::encode(
            &self.signer,
            &self.session,
            to.ids.clone(),
            msg_type,
            Some(to),
            content,
        );
        ZmqMessage::try_from(frames).ok()
    }
}

/// Serve the kernel described by `connection_file` until a
/// `shutdown_request`.
pub fn serve(connection_file: &Path, setup: Setup) -> Result<(), String> {
    let text = std::fs::read_to_string(connection_file)
        .map_err(|e| format!("cannot read {}: {e}", connection_file.display()))?;
    let c: Connection = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{} is not a connection file: {e}",
            connection_file.display()
        )
    })?;
    if c.transport != "tcp" {
        return Err(format!(
            "transport `{}`: this kernel speaks tcp",
            c.transport
        ));
    }
    if !c.key.is_empty() && c.signature_scheme != "hmac-sha256" {
        return Err(format!(
            "signature scheme `{}`: this kernel signs with hmac-sha256",
            c.signature_scheme
        ));
    }
    let (jobs, queue) = std::sync::mpsc::channel::<Job>();
    std::thread::Builder::new()
        .name("lackpy-cells".into())
        .spawn(move || cells_thread(setup, queue))
        .map_err(|e| format!("cannot start the cells' thread: {e}"))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the kernel's runtime: {e}"))?;
    runtime.block_on(run(c, jobs))
}

fn cells_thread(setup: Setup, queue: std::sync::mpsc::Receiver<Job>) {
    let mut notebook = Notebook::new(setup);
    for job in queue {
        match job {
            Job::Execute(code, done) => {
                let _ = done.send(notebook.execute(&code));
            }
            Job::Complete(code, at, done) => {
                let _ = done.send(notebook.complete(&code, at));
            }
            Job::Inspect(code, at, done) => {
                let _ = done.send(notebook.inspect(&code, at));
            }
        }
    }
}

async fn bind<S: Socket>(mut socket: S, c: &Connection, port: u16) -> Result<S, String> {
    let at = format!("tcp://{}:{port}", c.ip);
    socket
        .bind(&at)
        .await
        .map_err(|e| format!("cannot bind {at}: {e}"))?;
    Ok(socket)
}

async fn run(c: Connection, jobs: std::sync::mpsc::Sender<Job>) -> Result<(), String> {
    let shared = Arc::new(Shared {
        signer: Signer::new(&c.key),
        session: wire::new_session(),
        iopub: Mutex::new(bind(PubSocket::new(), &c, c.iopub_port).await?),
    });
    let shell = bind(RouterSocket::new(), &c, c.shell_port).await?;
    let control = bind(RouterSocket::new(), &c, c.control_port).await?;
    let mut hb = bind(RepSocket::new(), &c, c.hb_port).await?;
    // Nothing asks for input: the socket is there because clients connect to it.
    let _stdin = bind(RouterSocket::new(), &c, c.stdin_port).await?;
    tokio::spawn(async move {
        while let Ok(ping) = hb.recv().await {
            if hb.send(ping).await.is_err() {
                break;
            }
        }
    });
    // SIGINT (Jupyter's default interrupt) stops the running cell, not the kernel.
    tokio::spawn(async {
        while tokio::signal::ctrl_c().await.is_ok() {
            INTERRUPT.store(true, Ordering::Relaxed);
        }
    });
    let (done_tx, mut done_rx) = mpsc::channel::<()>(1);
    let control_shared = shared.clone();
    tokio::spawn(serve_control(control, control_shared, done_tx));
    // The shell's messages are read as they come, so that those queued
    // behind a failed cell can be aborted.
    let (mut shell_tx, mut shell_rx) = shell.split();
    let (queued_tx, mut queued) = mpsc::unbounded_channel::<Message>();
    let reader_shared = shared.clone();
    tokio::spawn(async move {
        while let Ok(m) = shell_rx.recv().await {
            if let Some(m) = wire::decode(m.into_vec(), &reader_shared.signer) {
                if queued_tx.send(m).is_err() {
                    break;
                }
            }
        }
    });
    let mut count: u64 = 0;
    let starting = Message {
        ids: Vec::new(),
        header: json!({}),
        content: json!({}),
    };
    shared.status(&starting, "starting").await;
    loop {
        let m = tokio::select! {
            m = queued.recv() => match m { Some(m) => m, None => return Ok(()) },
            _ = done_rx.recv() => return Ok(()),
        };
        shared.status(&m, "busy").await;
        let (kind, content, failed) = shell_reply(&shared, &jobs, &m, &mut count).await;
        if let Some(r) = shared.reply(&m, &kind, content) {
            let _ = shell_tx.send(r).await;
        }
        if failed && m.content["stop_on_error"].as_bool().unwrap_or(true) {
            // The cells sent after a failed one do not run (as IPython's).
            while let Ok(q) = queued.try_recv() {
                if q.msg_type() == "execute_request" {
                    shared.status(&q, "busy").await;
                    let content = json!({"status": "aborted", "execution_count": count});
                    if let Some(r) = shared.reply(&q, "execute_reply", content) {
                        let _ = shell_tx.send(r).await;
                    }
                    shared.status(&q, "idle").await;
                } else {
                    let (kind, content, _) = shell_reply(&shared, &jobs, &q, &mut count).await;
                    if let Some(r) = shared.reply(&q, &kind, content) {
                        let _ = shell_tx.send(r).await;
                    }
                }
            }
        }
        shared.status(&m, "idle").await;
    }
}

fn kernel_info() -> Json {
    json!({
        "status": "ok",
        "protocol_version": wire::PROTOCOL_VERSION,
        "implementation": "lackpy",
        "implementation_version": env!("CARGO_PKG_VERSION"),
        "language_info": {
            "name": "lackpy",
            "version": env!("CARGO_PKG_VERSION"),
            "mimetype": "text/x-python",
            "file_extension": ".py",
            "codemirror_mode": "python",
            "pygments_lexer": "python",
        },
        "banner": "lackpy: Python that lacks most of Python, checked before it runs",
        "help_links": [],
    })
}

/// Answer one shell request: the reply's type and content, and whether
/// it was a cell that failed.
async fn shell_reply(
    shared: &Shared,
    jobs: &std::sync::mpsc::Sender<Job>,
    m: &Message,
    count: &mut u64,
) -> (String, Json, bool) {
    let kind = m.msg_type().replace("_request", "_reply");
    let code = m.content["code"].as_str().unwrap_or("").to_string();
    let cursor = m.content["cursor_pos"]
        .as_u64()
        .map_or(code.chars().count(), |c| c as usize);
    let content = match m.msg_type() {
        "kernel_info_request" => kernel_info(),
        "execute_request" => return execute(shared, jobs, m, code, count).await,
        "complete_request" => ask(jobs, |tx| Job::Complete(code, cursor, tx)).await,
        "inspect_request" => ask(jobs, |tx| Job::Inspect(code, cursor, tx)).await,
        "is_complete_request" => cells::is_complete(&code),
        "history_request" => json!({"status": "ok", "history": []}),
        "comm_info_request" => json!({"status": "ok", "comms": {}}),
        other => json!({
            "status": "error",
            "ename": "UnknownRequest",
            "evalue": format!("this kernel does not answer `{other}`"),
            "traceback": [],
        }),
    };
    (kind, content, false)
}

async fn ask(
    jobs: &std::sync::mpsc::Sender<Job>,
    job: impl FnOnce(oneshot::Sender<Json>) -> Job,
) -> Json {
    let (tx, rx) = oneshot::channel();
    if jobs.send(job(tx)).is_err() {
        return json!({"status": "error", "ename": "KernelDied", "evalue": "the cells' thread ended", "traceback": []});
    }
    rx.await.unwrap_or_else(|_| json!({"status": "error", "ename": "KernelDied", "evalue": "the cells' thread ended", "traceback": []}))
}

async fn execute(
    shared: &Shared,
    jobs: &std::sync::mpsc::Sender<Job>,
    m: &Message,
    code: String,
    count: &mut u64,
) -> (String, Json, bool) {
    let silent = m.content["silent"].as_bool().unwrap_or(false);
    if !silent {
        *count += 1;
    }
    let n = *count;
    if !silent {
        shared
            .publish(
                "execute_input",
                m,
                json!({"code": code, "execution_count": n}),
            )
            .await;
    }
    let (tx, rx) = oneshot::channel();
    let outcome = if jobs.send(Job::Execute(code, tx)).is_ok() {
        rx.await.ok()
    } else {
        None
    };
    let outcome = outcome.unwrap_or_else(|| Outcome {
        error: Some((
            "KernelDied".into(),
            "the cells' thread ended".into(),
            vec!["KernelDied: the cells' thread ended".into()],
        )),
        ..Outcome::default()
    });
    if !silent && !outcome.stdout.is_empty() {
        shared
            .publish(
                "stream",
                m,
                json!({"name": "stdout", "text": outcome.stdout}),
            )
            .await;
    }
    let data = match (&outcome.markdown, &outcome.plain) {
        (Some(md), _) => Some(json!({"text/markdown": md, "text/plain": md})),
        (None, Some(plain)) => Some(json!({"text/plain": plain})),
        _ => None,
    };
    if let (false, Some(data)) = (silent, data) {
        shared
            .publish(
                "execute_result",
                m,
                json!({"execution_count": n, "data": data, "metadata": {}}),
            )
            .await;
    }
    let kind = "execute_reply".to_string();
    match outcome.error {
        Some((ename, evalue, traceback)) => {
            let error = json!({"ename": ename, "evalue": evalue, "traceback": traceback});
            if !silent {
                shared.publish("error", m, error.clone()).await;
            }
            let mut content = error;
            content["status"] = json!("error");
            content["execution_count"] = json!(n);
            (kind, content, true)
        }
        None => (
            kind,
            json!({"status": "ok", "execution_count": n, "user_expressions": {}, "payload": []}),
            false,
        ),
    }
}

/// The control socket: interrupts, shutdowns and kernel info, answered
/// while a cell runs.
async fn serve_control(mut control: RouterSocket, shared: Arc<Shared>, done: mpsc::Sender<()>) {
    while let Ok(frames) = control.recv().await {
        let Some(m) = wire::decode(frames.into_vec(), &shared.signer) else {
            continue;
        };
        let (kind, content, stop) = match m.msg_type() {
            "interrupt_request" => {
                INTERRUPT.store(true, Ordering::Relaxed);
                ("interrupt_reply", json!({"status": "ok"}), false)
            }
            "shutdown_request" => {
                let restart = m.content["restart"].as_bool().unwrap_or(false);
                (
                    "shutdown_reply",
                    json!({"status": "ok", "restart": restart}),
                    true,
                )
            }
            "kernel_info_request" => ("kernel_info_reply", kernel_info(), false),
            _ => continue,
        };
        shared.status(&m, "busy").await;
        if let Some(r) = shared.reply(&m, kind, content) {
            let _ = control.send(r).await;
        }
        shared.status(&m, "idle").await;
        if stop {
            // The client starts a new process to restart: this one ends,
            // and with it every name bound.
            INTERRUPT.store(true, Ordering::Relaxed);
            let _ = done.send(()).await;
            return;
        }
    }
}

//! The process's one tokio runtime, started on first use. The MCP server
//! runs on it, and the synchronous parts of lackpy that need async I/O —
//! HTTP requests to model providers, clients of the MCP servers a kit file
//! names — run their futures on it and wait for the answer, from whatever
//! thread they are on (a `spawn_blocking` thread of the server included).

use std::sync::OnceLock;
use std::time::Duration;

use tokio::runtime::Runtime;

/// The runtime: two workers for the I/O, and room for many blocking
/// threads (each MCP request runs its program on one).
pub fn shared() -> Result<&'static Runtime, String> {
    static RT: OnceLock<Result<Runtime, String>> = OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .max_blocking_threads(256)
            .thread_name("lackpy-rt")
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the async runtime: {e}"))
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// Run `fut` on the shared runtime and wait for its result, at most
/// `timeout` (then the future is dropped with the task).
pub fn block<T: Send + 'static>(
    fut: impl std::future::Future<Output = T> + Send + 'static,
    timeout: Duration,
) -> Result<T, String> {
    let rt = shared()?;
    let (tx, rx) = std::sync::mpsc::channel();
    rt.spawn(async move {
        let r = tokio::time::timeout(timeout, fut).await;
        let _ = tx.send(r);
    });
    match rx.recv_timeout(timeout + Duration::from_secs(1)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(_)) | Err(_) => Err(format!("no answer within {} s", timeout.as_secs())),
    }
}

/// An HTTP client (model providers, MCP servers reached by URL), built in
/// the runtime that will drive its sockets. A server on this machine is
/// never reached through a proxy.
pub fn http_client(
    url: &str,
    configure: impl FnOnce(reqwest::ClientBuilder) -> reqwest::ClientBuilder,
) -> Result<reqwest::Client, String> {
    // rustls is built without a default crypto provider so that ring
    // (no C toolchain beyond cc, no OpenSSL) is the one in use.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let _guard = shared()?.enter();
    let mut builder = configure(reqwest::Client::builder());
    if is_loopback(url) {
        builder = builder.no_proxy();
    }
    builder.build().map_err(|e| {
        let mut s = format!("cannot build an HTTP client: {e}");
        let mut cur = std::error::Error::source(&e);
        while let Some(c) = cur {
            s.push_str(&format!(": {c}"));
            cur = c.source();
        }
        s
    })
}

pub fn is_loopback(url: &str) -> bool {
    let Ok(u) = reqwest::Url::parse(url) else {
        return false;
    };
    let host = u.host_str().unwrap_or("");
    host == "localhost"
        || host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|a| a.is_loopback())
}

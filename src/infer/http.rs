//! One JSON POST with connect and request timeouts. The rest of lackpy is
//! synchronous and a generation makes one request at a time, so the
//! request runs on the process's shared runtime ([`crate::runtime`]) while
//! the caller waits.

use std::time::Duration;

use serde_json::Value as Json;

use super::ProviderError;

pub struct Http {
    client: reqwest::Client,
    timeout: Duration,
}

/// A reply body is shown in an error up to this many characters.
const BODY_SNIPPET: usize = 300;

fn snippet(s: &str) -> String {
    let t = s.trim();
    if t.chars().count() > BODY_SNIPPET {
        format!("{}…", t.chars().take(BODY_SNIPPET).collect::<String>())
    } else {
        t.to_string()
    }
}

/// An error's causes, which is where reqwest says what happened (its own
/// message only repeats the URL); the message itself when it has none.
fn chain(e: &dyn std::error::Error) -> String {
    let Some(first) = e.source() else {
        return e.to_string();
    };
    let mut s = first.to_string();
    let mut cur = first.source();
    while let Some(c) = cur {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cur = c.source();
    }
    s
}

impl Http {
    /// A client for `base` (used to decide on proxies: a server on this
    /// machine is never reached through one).
    pub fn new(base: &str, connect: Duration, timeout: Duration) -> Result<Http, ProviderError> {
        let client =
            crate::runtime::http_client(base, |b| b.connect_timeout(connect).timeout(timeout))
                .map_err(ProviderError::Config)?;
        Ok(Http { client, timeout })
    }

    /// POST `body` as JSON to `url` and parse the reply as JSON.
    pub fn post_json(
        &self,
        url: &str,
        headers: &[(&str, String)],
        body: &Json,
    ) -> Result<Json, ProviderError> {
        let url = reqwest::Url::parse(url)
            .map_err(|e| ProviderError::Config(format!("bad URL `{url}`: {e}")))?;
        let mut req = self.client.post(url.clone()).json(body);
        for (k, v) in headers {
            req = req.header(*k, v);
        }
        let timeout = self.timeout;
        let map = move |e: reqwest::Error| {
            if e.is_timeout() {
                ProviderError::Timeout(format!(
                    "no answer from {url} within {:.1} s",
                    timeout.as_secs_f64()
                ))
            } else {
                ProviderError::Unreachable(format!("{url}: {}", chain(&e)))
            }
        };
        // The client's own timeout ends the request first; this bound only
        // keeps a wedged runtime from holding the caller forever.
        let (status, text) = crate::runtime::block(
            async move {
                let resp = req.send().await.map_err(&map)?;
                let status = resp.status();
                let text = resp.text().await.map_err(&map)?;
                Ok::<_, ProviderError>((status, text))
            },
            timeout + Duration::from_secs(5),
        )
        .map_err(ProviderError::Timeout)??;
        if !status.is_success() {
            return Err(ProviderError::Status {
                code: status.as_u16(),
                body: snippet(&text),
            });
        }
        serde_json::from_str(&text)
            .map_err(|e| ProviderError::Malformed(format!("not JSON ({e}): {}", snippet(&text))))
    }
}

/// A streamed reply, line by line, read as it arrives. The request runs on
/// the shared runtime and hands each chunk of the body over a channel;
/// dropping the `Lines` ends the request (the next chunk finds no one to
/// take it).
pub struct Lines {
    rx: std::sync::mpsc::Receiver<Result<Vec<u8>, ProviderError>>,
    buf: Vec<u8>,
    done: bool,
    wait: Duration,
}

impl Lines {
    /// The next line (without its line end), `None` at the end of the reply.
    pub fn next_line(&mut self) -> Option<Result<String, ProviderError>> {
        loop {
            if let Some(nl) = self.buf.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buf.drain(..=nl).collect();
                let text = String::from_utf8_lossy(&line);
                return Some(Ok(text.trim_end_matches(['\n', '\r']).to_string()));
            }
            if self.done {
                if self.buf.is_empty() {
                    return None;
                }
                let rest = std::mem::take(&mut self.buf);
                return Some(Ok(String::from_utf8_lossy(&rest).into_owned()));
            }
            match self.rx.recv_timeout(self.wait) {
                Ok(Ok(chunk)) => self.buf.extend_from_slice(&chunk),
                Ok(Err(e)) => {
                    self.done = true;
                    return Some(Err(e));
                }
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => self.done = true,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                    self.done = true;
                    return Some(Err(ProviderError::Timeout(format!(
                        "the stream stopped for {:.1} s",
                        self.wait.as_secs_f64()
                    ))));
                }
            }
        }
    }
}

impl Http {
    /// POST `body` as JSON to `url` and read the reply as a stream of
    /// lines (NDJSON or server-sent events). An error status is an error
    /// before any line.
    pub fn post_lines(
        &self,
        url: &str,
        headers: &[(&str, String)],
        body: &Json,
    ) -> Result<Lines, ProviderError> {
        let url = reqwest::Url::parse(url)
            .map_err(|e| ProviderError::Config(format!("bad URL `{url}`: {e}")))?;
        let mut req = self.client.post(url.clone()).json(body);
        for (k, v) in headers {
            req = req.header(*k, v);
        }
        let timeout = self.timeout;
        let map = move |e: reqwest::Error| {
            if e.is_timeout() {
                ProviderError::Timeout(format!(
                    "no answer from {url} within {:.1} s",
                    timeout.as_secs_f64()
                ))
            } else {
                ProviderError::Unreachable(format!("{url}: {}", chain(&e)))
            }
        };
        let (tx, rx) = std::sync::mpsc::channel::<Result<Vec<u8>, ProviderError>>();
        let rt = crate::runtime::shared().map_err(ProviderError::Config)?;
        rt.spawn(async move {
            let mut resp = match req.send().await {
                Ok(r) => r,
                Err(e) => {
                    let _ = tx.send(Err(map(e)));
                    return;
                }
            };
            let status = resp.status();
            if !status.is_success() {
                let text = resp.text().await.unwrap_or_default();
                let _ = tx.send(Err(ProviderError::Status {
                    code: status.as_u16(),
                    body: snippet(&text),
                }));
                return;
            }
            loop {
                match resp.chunk().await {
                    Ok(Some(bytes)) => {
                        // The reader has gone: stop reading the reply.
                        if tx.send(Ok(bytes.to_vec())).is_err() {
                            return;
                        }
                    }
                    Ok(None) => return,
                    Err(e) => {
                        let _ = tx.send(Err(map(e)));
                        return;
                    }
                }
            }
        });
        Ok(Lines {
            rx,
            buf: Vec::new(),
            done: false,
            wait: timeout + Duration::from_secs(5),
        })
    }
}

/// Whether a server answers at `url`: a GET, within `timeout` for the
/// connection and the reply. Any HTTP reply counts (a 401 from a server
/// that wants a key is still an answer); the status code is returned.
pub fn probe(url: &str, timeout: Duration) -> Result<u16, String> {
    let http = Http::new(url, timeout, timeout).map_err(|e| e.to_string())?;
    let parsed = reqwest::Url::parse(url).map_err(|e| format!("bad URL `{url}`: {e}"))?;
    let req = http.client.get(parsed);
    crate::runtime::block(
        async move {
            req.send().await.map(|r| r.status().as_u16()).map_err(|e| {
                if e.is_timeout() {
                    format!("no answer within {:.1} s", timeout.as_secs_f64())
                } else {
                    chain(&e)
                }
            })
        },
        timeout + Duration::from_secs(1),
    )?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_hosts() {
        assert!(crate::runtime::is_loopback("http://127.0.0.1:8080"));
        assert!(crate::runtime::is_loopback("http://localhost:11434/"));
        assert!(crate::runtime::is_loopback("http://[::1]:1/"));
        assert!(!crate::runtime::is_loopback("https://example.com"));
        assert!(!crate::runtime::is_loopback("not a url"));
    }

    #[test]
    fn refused_connection_is_unreachable() {
        // Bind, learn the port, close: nothing listens there now.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .unwrap_or(9);
        let http = Http::new(
            "http://127.0.0.1",
            Duration::from_secs(2),
            Duration::from_secs(5),
        )
        .expect("client");
        let err = http
            .post_json(&format!("http://127.0.0.1:{port}/x"), &[], &Json::Null)
            .unwrap_err();
        assert!(matches!(err, ProviderError::Unreachable(_)), "{err}");
    }
}

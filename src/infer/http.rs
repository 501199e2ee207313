//! One JSON POST with connect and request timeouts, on a small tokio
//! runtime of its own. The rest of lackpy is synchronous and a generation
//! makes one request at a time, so a current-thread runtime driven by
//! `block_on` is all the async machinery needed. (An async caller — the
//! MCP server — calls the pipeline from `spawn_blocking`.)

use std::time::Duration;

use serde_json::Value as Json;

use super::ProviderError;

pub struct Http {
    rt: tokio::runtime::Runtime,
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

fn is_loopback(url: &str) -> bool {
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

impl Http {
    /// A client for `base` (used to decide on proxies: a server on this
    /// machine is never reached through one).
    pub fn new(base: &str, connect: Duration, timeout: Duration) -> Result<Http, ProviderError> {
        // rustls is built without a default crypto provider so that ring
        // (no C toolchain beyond cc, no OpenSSL) is the one in use.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| ProviderError::Config(format!("cannot start the HTTP runtime: {e}")))?;
        let mut builder = reqwest::Client::builder()
            .connect_timeout(connect)
            .timeout(timeout);
        if is_loopback(base) {
            builder = builder.no_proxy();
        }
        let client = builder.build().map_err(|e| {
            ProviderError::Config(format!("cannot build an HTTP client: {}", chain(&e)))
        })?;
        Ok(Http {
            rt,
            client,
            timeout,
        })
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
        let map = |e: reqwest::Error| {
            if e.is_timeout() {
                ProviderError::Timeout(format!(
                    "no answer from {url} within {:.1} s",
                    timeout.as_secs_f64()
                ))
            } else {
                ProviderError::Unreachable(format!("{url}: {}", chain(&e)))
            }
        };
        let (status, text) = self.rt.block_on(async {
            let resp = req.send().await.map_err(map)?;
            let status = resp.status();
            let text = resp.text().await.map_err(map)?;
            Ok::<_, ProviderError>((status, text))
        })?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_hosts() {
        assert!(is_loopback("http://127.0.0.1:8080"));
        assert!(is_loopback("http://localhost:11434/"));
        assert!(is_loopback("http://[::1]:1/"));
        assert!(!is_loopback("https://example.com"));
        assert!(!is_loopback("not a url"));
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

//! `lackpy mcp --transport http`: the same server on Streamable HTTP, at
//! `http://HOST:PORT/mcp`, on rmcp's server transport served by hyper.
//!
//! Nothing is kept between requests: the transport runs without MCP
//! sessions (each POST is answered by a fresh handler that shares only the
//! configuration), and document sessions live as snapshots in
//! `--session-dir`, read at each request and written after it (see
//! `sessions`), so that any number of processes behind a load balancer,
//! sharing that folder, answer any request.
//!
//! With a token (`--auth-token-env VAR`), a request without
//! `Authorization: Bearer <token>` is answered 401 before rmcp sees it.

use std::convert::Infallible;
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use tower_service::Service as _;

use super::Server;

/// The path the server answers on; any other is 404.
pub const PATH: &str = "/mcp";

/// Where and for whom the server listens.
#[derive(Clone, Debug)]
pub struct Listen {
    pub host: String,
    pub port: u16,
    /// The bearer token every request must carry, if any.
    pub token: Option<String>,
}

type Body = http_body_util::combinators::BoxBody<Bytes, Infallible>;

fn plain(status: StatusCode, text: &str) -> Response<Body> {
    let mut r = Response::new(Full::new(Bytes::from(text.to_string())).boxed());
    *r.status_mut() = status;
    r.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

/// Whether the request carries `Authorization: Bearer <token>`, compared
/// in time that does not depend on where the first difference is.
fn authorized<B>(req: &Request<B>, token: &str) -> bool {
    let Some(given) = req
        .headers()
        .get(hyper::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
    else {
        return false;
    };
    let (a, b) = (given.trim().as_bytes(), token.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Serve until the process is stopped. The address is announced on
/// stderr (`lackpy mcp: serving http://ADDR/mcp`), the port as bound when
/// `--port 0` asked for any free one.
pub async fn serve(server: Server, listen: Listen) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind((listen.host.as_str(), listen.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", listen.host, listen.port))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let mut config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .with_sse_keep_alive(None);
    // rmcp accepts only loopback `Host` headers by default (against DNS
    // rebinding of a local server); a server bound to another address is
    // meant to be reached by its name, which only its operator knows.
    if !addr.ip().is_loopback() {
        config = config.disable_allowed_hosts();
    }
    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(NeverSessionManager::default()),
        config,
    );
    let token: Option<Arc<str>> = listen.token.map(Arc::from);
    eprintln!("lackpy mcp: serving http://{addr}{PATH}");
    loop {
        let (stream, _) = match listener.accept().await {
            Ok(s) => s,
            // Out of file descriptors, say: the next accept may succeed.
            Err(_) => {
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                continue;
            }
        };
        let service = service.clone();
        let token = token.clone();
        tokio::spawn(async move {
            let handler = hyper::service::service_fn(move |req: Request<hyper::body::Incoming>| {
                let mut service = service.clone();
                let token = token.clone();
                async move {
                    if req.uri().path() != PATH {
                        return Ok::<_, Infallible>(plain(
                            StatusCode::NOT_FOUND,
                            "lackpy serves MCP at /mcp\n",
                        ));
                    }
                    if let Some(t) = &token {
                        if !authorized(&req, t) {
                            let mut r = plain(
                                StatusCode::UNAUTHORIZED,
                                "this server needs `Authorization: Bearer <token>`\n",
                            );
                            r.headers_mut().insert(
                                hyper::header::WWW_AUTHENTICATE,
                                hyper::header::HeaderValue::from_static("Bearer"),
                            );
                            return Ok(r);
                        }
                    }
                    service.call(req).await
                }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), handler)
                .await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::authorized;

    fn with(header: Option<&str>) -> hyper::Request<()> {
        let mut b = hyper::Request::builder();
        if let Some(h) = header {
            b = b.header("authorization", h);
        }
        b.body(()).unwrap_or_default()
    }

    #[test]
    fn only_the_exact_bearer_token_passes() {
        assert!(authorized(&with(Some("Bearer s3cret")), "s3cret"));
        assert!(!authorized(&with(Some("Bearer s3cre")), "s3cret"));
        assert!(!authorized(&with(Some("Bearer s3cretx")), "s3cret"));
        assert!(!authorized(&with(Some("Basic s3cret")), "s3cret"));
        assert!(!authorized(&with(Some("s3cret")), "s3cret"));
        assert!(!authorized(&with(None), "s3cret"));
    }
}

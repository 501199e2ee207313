//! A snapshot's body: a 4-byte kind, then one bincode 2 value, sealed in
//! the envelope. The kinds are listed here once, so that each loader
//! refuses the other's snapshots by name.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The largest snapshot written or read back (the default memory limit of
/// a run: a run that kept within it fits).
pub const MAX_SNAPSHOT_BYTES: usize = 256 * 1024 * 1024;

/// What a snapshot holds, by its body's first 4 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A program paused at a host call (`Execution::snapshot`).
    Execution,
    /// A document session stopped at `@continue` (`Driver::snapshot`).
    Document,
}

impl Kind {
    const ALL: [Kind; 2] = [Kind::Execution, Kind::Document];

    fn tag(self) -> &'static [u8; 4] {
        match self {
            Kind::Execution => b"EXEC",
            Kind::Document => b"DOCS",
        }
    }

    /// What it is, and how it is restored.
    fn describe(self) -> (&'static str, &'static str) {
        match self {
            Kind::Execution => ("a paused program", "restore it as an execution"),
            Kind::Document => ("a document session", "restore it as a document session"),
        }
    }
}

fn config() -> impl bincode::config::Config {
    bincode::config::standard().with_limit::<MAX_SNAPSHOT_BYTES>()
}

/// `body` as a sealed snapshot of `kind`.
pub fn seal_body<T: Serialize>(kind: Kind, body: &T) -> Result<Vec<u8>, String> {
    let mut bytes = kind.tag().to_vec();
    bincode::serde::encode_into_std_write(body, &mut bytes, config()).map_err(|e| e.to_string())?;
    Ok(super::seal(&bytes))
}

/// The body of a sealed snapshot of `kind`: refused, with the reason, when
/// the envelope is damaged, the snapshot is of another kind, or the body
/// does not decode to its end.
pub fn open_body<T: DeserializeOwned>(sealed: &[u8], kind: Kind) -> Result<T, String> {
    let body = super::open(sealed, MAX_SNAPSHOT_BYTES).map_err(|e| e.message)?;
    let (what, _) = kind.describe();
    let Some(body) = body.strip_prefix(kind.tag()) else {
        return Err(match Kind::ALL.iter().find(|k| body.starts_with(k.tag())) {
            Some(other) => {
                let (theirs, how) = other.describe();
                format!("this is the snapshot of {theirs}, not of {what}: {how}")
            }
            None => format!("not the snapshot of {what}"),
        });
    };
    let (value, used): (T, usize) = bincode::serde::decode_from_slice(body, config())
        .map_err(|e| format!("the snapshot's body does not decode: {e}"))?;
    if used != body.len() {
        return Err("the snapshot's body has bytes after its end".into());
    }
    Ok(value)
}

//! Jupyter's wire format (messaging protocol 5.3): a message is the
//! routing identities, `<IDS|MSG>`, the HMAC-SHA256 signature of the four
//! JSON parts that follow (header, parent header, metadata, content), then
//! those parts. A message whose signature does not match is dropped.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use hmac::{Hmac, KeyInit, Mac};
use serde_json::{json, Value as Json};
use sha2::Sha256;

const DELIMITER: &[u8] = b"<IDS|MSG>";
pub const PROTOCOL_VERSION: &str = "5.3";

/// Signs and checks messages with the connection file's key.
pub struct Signer {
    key: Vec<u8>,
}

impl Signer {
    pub fn new(key: &str) -> Signer {
        Signer {
            key: key.as_bytes().to_vec(),
        }
    }

    fn mac(&self, parts: &[&[u8]]) -> Option<Hmac<Sha256>> {
        if self.key.is_empty() {
            return None;
        }
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).ok()?;
        for p in parts {
            mac.update(p);
        }
        Some(mac)
    }

    /// The hex signature; empty when the key is (signing is off).
    pub fn sign(&self, parts: &[&[u8]]) -> String {
        self.mac(parts).map_or_else(String::new, |mac| {
            mac.finalize()
                .into_bytes()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect()
        })
    }

    /// Whether `signature` is the parts' (in constant time).
    pub fn verify(&self, signature: &[u8], parts: &[&[u8]]) -> bool {
        let Some(mac) = self.mac(parts) else {
            return true;
        };
        let Some(bytes) = unhex(signature) else {
            return false;
        };
        mac.verify_slice(&bytes).is_ok()
    }
}

fn unhex(s: &[u8]) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    s.chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
        .collect()
}

/// One message, its routing identities kept for the reply.
#[derive(Debug, Clone)]
pub struct Message {
    pub ids: Vec<Bytes>,
    pub header: Json,
    pub content: Json,
}

impl Message {
    pub fn msg_type(&self) -> &str {
        self.header["msg_type"].as_str().unwrap_or("")
    }
}

/// Read a message's frames; `None` for one that is malformed or not
/// signed with the key.
pub fn decode(frames: Vec<Bytes>, signer: &Signer) -> Option<Message> {
    let at = frames.iter().position(|f| f.as_ref() == DELIMITER)?;
    let rest = &frames[at + 1..];
    if rest.len() < 5 {
        return None;
    }
    let parts = [&rest[1][..], &rest[2][..], &rest[3][..], &rest[4][..]];
    if !signer.verify(&rest[0], &parts) {
        return None;
    }
    let json = |b: &[u8]| serde_json::from_slice::<Json>(b).ok();
    Some(Message {
        ids: frames[..at].to_vec(),
        header: json(parts[0])?,
        content: json(parts[3])?,
    })
}

/// The frames of a message of type `msg_type` answering (or caused by)
/// `parent`, to the identities `ids`.
pub fn encode(
    signer: &Signer,
    session: &str,
    ids: Vec<Bytes>,
    msg_type: &str,
    parent: Option<&Message>,
    content: Json,
) -> Vec<Bytes> {
    let header = json!({
        "msg_id": new_id(session),
        "session": session,
        "username": "lackpy",
        "date": now_iso(),
        "msg_type": msg_type,
        "version": PROTOCOL_VERSION,
    });
    let parent = parent.map_or_else(|| json!({}), |p| p.header.clone());
    let header = header.to_string().into_bytes();
    let parent = parent.to_string().into_bytes();
    let metadata = b"{}".to_vec();
    let content = content.to_string().into_bytes();
    let signature = signer.sign(&[&header, &parent, &metadata, &content]);
    let mut frames = ids;
    frames.push(Bytes::from_static(DELIMITER));
    frames.push(Bytes::from(signature));
    for part in [header, parent, metadata, content] {
        frames.push(Bytes::from(part));
    }
    frames
}

/// A message id unique in this kernel's life: its session, and a count.
fn new_id(session: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    format!("{session}_{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A session id: unique enough for the client to tell kernels apart.
pub fn new_session() -> String {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("{:x}-{:x}", std::process::id(), t)
}

/// The time now as ISO 8601 in UTC, as the protocol's `date` wants.
fn now_iso() -> String {
    let d = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let secs = d.as_secs();
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:06}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        d.subsec_micros()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_round_trips_and_a_bad_signature_is_dropped() {
        let signer = Signer::new("secret");
        let frames = encode(
            &signer,
            "s",
            vec![Bytes::from_static(b"peer")],
            "status",
            None,
            json!({"execution_state": "idle"}),
        );
        let m = decode(frames.clone(), &signer).expect("decodes");
        assert_eq!(m.msg_type(), "status");
        assert_eq!(m.ids, [Bytes::from_static(b"peer")]);
        assert_eq!(m.content["execution_state"], "idle");
        assert!(decode(frames, &Signer::new("other")).is_none());
    }

    #[test]
    fn dates_are_iso_8601() {
        let d = now_iso();
        assert_eq!(d.len(), 27, "{d}");
        assert!(d.starts_with("20") && d.ends_with('Z'), "{d}");
    }
}

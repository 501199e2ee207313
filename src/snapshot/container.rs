//! The snapshot envelope: a header that says what the bytes are, which
//! format they follow, how long the body is and what it sums to, then the
//! body. `open` checks all of it before a byte of the body is decoded, so
//! the body's decoder only ever sees bytes that were sealed whole by a
//! build that writes this version (or a forgery, which the value table's
//! own checks then refuse).
//!
//! | offset | size | contents |
//! |---|---|---|
//! | 0 | 8 | [`MAGIC`] |
//! | 8 | 4 | format version, u32 little-endian ([`FORMAT_VERSION`]) |
//! | 12 | 8 | body length in bytes, u64 little-endian |
//! | 20 | 8 | 64-bit FNV-1a of the body, little-endian (as `.lpyc`'s) |
//! | 28 | rest | the body |

use super::SnapshotError;

/// Not a valid start of UTF-8 text, JSON, a `.lpyc` file or a document, so
/// a snapshot handed to the wrong loader (or another file handed to this
/// one) is told apart by its first bytes.
pub const MAGIC: &[u8; 8] = b"LPYSNAP\0";
/// Bumped whenever the body's layout changes: a snapshot pauses a program
/// in one build and may resume it in another, which must refuse what it
/// cannot read rather than misread it.
pub const FORMAT_VERSION: u32 = 2;
const HEADER: usize = 8 + 4 + 8 + 8;

/// The snapshot of `body`: header, then the body unchanged.
pub fn seal(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + body.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    out.extend_from_slice(&crate::bytecode::checksum(body).to_le_bytes());
    out.extend_from_slice(body);
    out
}

/// The body of a snapshot made by [`seal`], after checking, in this order,
/// the magic, that the header is whole, the version, the size limit, the
/// body's length and its checksum. `max_size` bounds the whole snapshot:
/// the caller's promise about what it is willing to decode.
pub fn open(bytes: &[u8], max_size: usize) -> Result<&[u8], SnapshotError> {
    let err = |m: String| Err(SnapshotError::new(m));
    let n = bytes.len();
    if n < MAGIC.len() {
        if MAGIC.starts_with(bytes) {
            return err(format!(
                "truncated lackpy snapshot (header incomplete: {n} of {HEADER} bytes)"
            ));
        }
        return err("not a lackpy snapshot (wrong magic bytes)".into());
    }
    if &bytes[..8] != MAGIC {
        return err("not a lackpy snapshot (wrong magic bytes)".into());
    }
    if n < HEADER {
        return err(format!(
            "truncated lackpy snapshot (header incomplete: {n} of {HEADER} bytes)"
        ));
    }
    let word = |at: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(w)
    };
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    if version != FORMAT_VERSION {
        return err(format!(
            "snapshot format version {version} is not supported (this build reads version \
             {FORMAT_VERSION}); resume it with the lackpy version that made it"
        ));
    }
    let declared = word(12);
    if n > max_size || declared > max_size.saturating_sub(HEADER) as u64 {
        let size = (declared.saturating_add(HEADER as u64)).max(n as u64);
        return err(format!(
            "lackpy snapshot of {size} bytes is over the limit of {max_size} bytes"
        ));
    }
    let body = &bytes[HEADER..];
    let have = body.len() as u64;
    if have < declared {
        return err(format!(
            "truncated lackpy snapshot (the body has {have} of its {declared} bytes)"
        ));
    }
    if have > declared {
        return err(format!(
            "corrupt lackpy snapshot: {} trailing bytes after the body",
            have - declared
        ));
    }
    if word(20) != crate::bytecode::checksum(body) {
        return err(
            "corrupted lackpy snapshot (checksum mismatch): damaged after it was made".into(),
        );
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(bytes: &[u8], max: usize) -> String {
        match open(bytes, max) {
            Ok(_) => String::from("accepted"),
            Err(e) => e.message,
        }
    }

    #[test]
    fn a_sealed_body_opens_to_itself() {
        for body in [&b""[..], b"x", &[7u8; 1000]] {
            let s = seal(body);
            assert_eq!(s.len(), HEADER + body.len());
            assert_eq!(open(&s, s.len()), Ok(body));
        }
    }

    /// Each way of being wrong has its own words, so that a user can tell
    /// a file of another kind from one of another version or a damaged one.
    #[test]
    fn each_refusal_says_what_is_wrong() {
        let s = seal(b"hello, body");
        let big = usize::MAX;
        assert!(refused(b"LPYC\x02\x00", big).starts_with("not a lackpy snapshot"));
        assert!(refused(b"{\"json\": 1}", big).starts_with("not a lackpy snapshot"));
        assert!(refused(b"", big).starts_with("truncated lackpy snapshot (header"));
        assert!(refused(&s[..5], big).starts_with("truncated lackpy snapshot (header"));
        assert!(refused(&s[..20], big).starts_with("truncated lackpy snapshot (header"));
        let mut v3 = s.clone();
        v3[8] = 3;
        assert_eq!(
            refused(&v3, big),
            "snapshot format version 3 is not supported (this build reads version 2); \
             resume it with the lackpy version that made it"
        );
        assert!(refused(&s, s.len() - 1).contains("over the limit of"));
        let mut huge = s.clone();
        huge[12..20].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(refused(&huge, 1 << 20).contains("over the limit of 1048576 bytes"));
        assert!(refused(&s[..s.len() - 1], big).starts_with("truncated lackpy snapshot (the body"));
        let mut longer = s.clone();
        longer.push(0);
        assert!(refused(&longer, big).contains("1 trailing bytes"));
        let mut flipped = s.clone();
        flipped[HEADER + 3] ^= 0x10;
        assert!(refused(&flipped, big).starts_with("corrupted lackpy snapshot (checksum"));
        assert!(refused(&s, 3).contains("over the limit"));
    }
}

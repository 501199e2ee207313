//! `.lpyc` files: a compiled module round-trips, and random, truncated or
//! mutated bytes are refused with an error, never a panic.

mod common;

use lackpy::bytecode::{decode, encode, FORMAT_VERSION, MAGIC};
use lackpy::kit::Kit;
use lackpy::pipeline::{compile_source, run_module};
use lackpy::vm::{Limits, NoTools};
use proptest::prelude::*;

fn sample_bytes() -> Vec<u8> {
    let src =
        common::read(&common::root().join("conformance/cases/comprehensions/001_basic_list.py"));
    let m = compile_source(&src, "p.py", &Kit::empty(), &[], &[]).expect("sample compiles");
    encode(&m).expect("sample encodes")
}

#[test]
fn round_trip_runs_the_same() {
    for case in common::corpus("conformance/cases/builtins").iter().take(10) {
        let src = common::read(case);
        let m = compile_source(&src, "p.py", &Kit::empty(), &[], &[]).expect("case compiles");
        let back = decode(&encode(&m).expect("encodes")).expect("decodes");
        assert_eq!(m, back);
        let a = run_module(&m, &[], &mut NoTools, Limits::default(), false);
        let b = run_module(&back, &[], &mut NoTools, Limits::default(), false);
        let show = |r: &Result<lackpy::value::Value, lackpy::vm::RunError>| match r {
            Ok(v) => lackpy::value::repr(v),
            Err(e) => format!("{e:?}"),
        };
        assert_eq!(show(&a.result), show(&b.result));
        assert_eq!(a.stdout, b.stdout);
    }
}

#[test]
fn wrong_magic_version_and_truncation_are_refused() {
    let good = sample_bytes();
    assert!(decode(b"").unwrap_err().message.contains("magic"));
    assert!(decode(b"PK\x03\x04rest")
        .unwrap_err()
        .message
        .contains("magic"));
    let mut v = good.clone();
    v[4..6].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    assert!(decode(&v).unwrap_err().message.contains("version"));
    assert!(decode(&good[..8])
        .unwrap_err()
        .message
        .contains("truncated"));
    for cut in [good.len() - 1, good.len() / 2, MAGIC.len() + 10] {
        assert!(
            decode(&good[..cut]).is_err(),
            "a file cut at {cut} bytes was accepted"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, .. ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = decode(&bytes);
        let mut framed = MAGIC.to_vec();
        framed.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        framed.extend_from_slice(&bytes);
        let _ = decode(&framed);
    }

    #[test]
    fn mutated_files_never_panic(flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let mut v = sample_bytes();
        for (i, b) in flips {
            let at = i.index(v.len());
            v[at] ^= b | 1;
        }
        // Corrupt payloads fail the checksum; recompute it to reach the
        // decoder and validator with damaged module bytes too.
        let _ = decode(&v);
        let payload = v[14..].to_vec();
        let sum = payload.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3));
        v[6..14].copy_from_slice(&sum.to_le_bytes());
        if let Ok(m) = decode(&v) {
            // Whatever validates must also run without panicking.
            let limits = Limits { fuel: 100_000, ..Limits::default() };
            let _ = run_module(&m, &[], &mut NoTools, limits, false);
        }
    }
}

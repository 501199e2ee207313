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
        let good = sample_bytes();
        let mut v = good.clone();
        for (i, b) in flips {
            let at = i.index(v.len());
            v[at] ^= b | 1;
        }
        // A corrupt file is refused: the header or the checksum catches it.
        prop_assert!(v == good || decode(&v).is_err(), "a corrupt file was accepted");
        // Recompute the checksum to reach the decoder and validator with
        // damaged module bytes too; whatever then decodes must run.
        let _ = mutate_past_checksum(&mut v);
        prop_assert!(matches!(decode_and_run(&v), Outcome::Refused | Outcome::Ran));
    }
}

/// FNV-1a over the payload, as the format's header stores it.
fn mutate_past_checksum(v: &mut [u8]) -> bool {
    if v.len() < 14 {
        return false;
    }
    let sum = v[14..].iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    });
    v[6..14].copy_from_slice(&sum.to_le_bytes());
    true
}

#[derive(Debug, PartialEq)]
enum Outcome {
    Refused,
    Ran,
}

/// Decode; whatever validates must also run (within small limits) without
/// panicking.
fn decode_and_run(v: &[u8]) -> Outcome {
    match decode(v) {
        Err(_) => Outcome::Refused,
        Ok(m) => {
            let limits = Limits {
                fuel: 100_000,
                ..Limits::default()
            };
            let _ = run_module(&m, &[], &mut NoTools, limits, false);
            Outcome::Ran
        }
    }
}

/// The "decoded, so run it" branch is not dead: of many files damaged
/// behind a valid checksum, every one is either refused or decodes and
/// runs, and both happen (counted, deterministic seeds).
#[test]
fn damaged_files_behind_a_valid_checksum_are_refused_or_run() {
    let good = sample_bytes();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut rand = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut refused, mut ran) = (0, 0);
    for _ in 0..2000 {
        let mut v = good.clone();
        for _ in 0..1 + rand(3) {
            let at = 14 + rand(v.len() - 14);
            v[at] ^= (rand(255) as u8) | 1;
        }
        assert!(decode(&v).is_err(), "a damaged payload passed the checksum");
        mutate_past_checksum(&mut v);
        match decode_and_run(&v) {
            Outcome::Refused => refused += 1,
            Outcome::Ran => ran += 1,
        }
    }
    eprintln!(
        "2000 damaged files with a recomputed checksum: {refused} refused, {ran} decoded and ran"
    );
    assert!(refused > 0, "no damaged file was refused");
    assert!(
        ran > 0,
        "no damaged file decoded: the run branch was never taken"
    );
}

/// A module built through the public API, not decoded, whose operands
/// name registers beyond its frame: the machine refuses to run it (its
/// register reads skip the bounds check, so every module is validated
/// before it runs) instead of reading outside the frame.
#[test]
fn a_module_built_by_hand_is_validated_before_it_runs() {
    use lackpy::bytecode::{validate, Instr};
    let src = "xs = [i * 2 for i in range(5)]\nprint(xs)\n";
    let good = compile_source(src, "p.py", &Kit::empty(), &[], &[]).expect("compiles");
    assert_eq!(validate(&good), Ok(()));
    let ok = run_module(&good, &[], &mut NoTools, Limits::default(), false);
    assert!(
        matches!(&ok.result, Ok(v) if v.is_none()),
        "{:?}",
        ok.result
    );
    assert_eq!(ok.stdout, "[0, 2, 4, 6, 8]\n");
    for ui in 0..good.units.len() {
        let mut bad = good.clone();
        let unit = &mut bad.units[ui];
        let far = unit.nregs + 1000;
        let at = unit.code.len() - 1;
        unit.code.insert(at, Instr::Move { dst: far, src: far });
        unit.locs.insert(at, (1, 1));
        assert!(validate(&bad).is_err());
        let out = run_module(&bad, &[], &mut NoTools, Limits::default(), false);
        let err = out.result.expect_err("an invalid module does not run");
        assert!(
            format!("{:?}", err.exc).contains("invalid lackpy bytecode"),
            "{err:?}"
        );
        // A frame shrunk below the registers its code names is refused too.
        let mut bad = good.clone();
        bad.units[ui].nregs = 0;
        let out = run_module(&bad, &[], &mut NoTools, Limits::default(), false);
        assert!(out.result.is_err());
    }
}

//! Snapshots end to end: values written, encoded, sealed, opened, decoded
//! and made again, as one process pausing and another resuming would.

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use proptest::prelude::*;

use super::*;
use crate::value::{
    methods, repr, BoundMethod, Closure, Dict, DictView, HKey, RangeVal, Set, SliceVal, TypeKind,
    Value, ViewKind, BUILTINS,
};

/// A generous decode limit for the tests' bodies.
const LIMIT: usize = 64 << 20;

fn encode(roots: &[Value]) -> Vec<u8> {
    let mut w = ValueWriter::new();
    for (i, r) in roots.iter().enumerate() {
        assert_eq!(w.add(r), Ok(i as u32));
    }
    let body = bincode::serde::encode_to_vec(w.finish(), bincode::config::standard())
        .expect("a table encodes");
    seal(&body)
}

/// What resuming does with a snapshot: every step may refuse it.
fn decode(snapshot: &[u8], budget: &DecodeBudget) -> Result<Vec<Value>, SnapshotError> {
    let body = open(snapshot, usize::MAX)?;
    let config = bincode::config::standard().with_limit::<LIMIT>();
    let (table, used): (ValueTable, usize) = bincode::serde::decode_from_slice(body, config)
        .map_err(|e| SnapshotError::new(format!("corrupt snapshot: {e}")))?;
    if used != body.len() {
        return Err(SnapshotError::new("corrupt snapshot: trailing bytes"));
    }
    Ok(table.materialize(budget)?.into_values())
}

fn round_trip(roots: &[Value]) -> Vec<Value> {
    decode(&encode(roots), &DecodeBudget::default()).expect("the snapshot reads back")
}

fn method(receiver: Value, name: &str) -> Value {
    let m = methods::lookup(&receiver, name, &methods::resolve(name)).expect("a method");
    Value::Method(Rc::new(BoundMethod {
        receiver,
        method: m,
    }))
}

fn dict(pairs: Vec<(Value, Value)>) -> Value {
    let mut d = Dict::default();
    for (k, v) in pairs {
        d.insert(HKey::new(k).expect("hashable"), v);
    }
    Value::dict(d)
}

fn set(members: Vec<Value>) -> Value {
    let mut s = Set::default();
    for m in members {
        s.insert(HKey::new(m).expect("hashable"));
    }
    Value::set(s)
}

/// Everything a program could observe of some values, and more: kinds,
/// float bits, lambda units and captures, method names, insertion order,
/// and which values are one object (`#n` for the n-th object met, printed
/// in full the first time only). Two lists of values with the same dump
/// are indistinguishable. Recursive: for the shallow values of these tests.
fn dump(roots: &[Value]) -> String {
    fn id(v: &Value) -> Option<usize> {
        Some(match v {
            Value::Big(b) => Rc::as_ptr(b) as usize,
            Value::Str(s) => s.as_str().as_ptr() as usize,
            Value::List(l) => Rc::as_ptr(l) as usize,
            Value::Tuple(t) => t.block_ptr() as usize,
            Value::Dict(d) => Rc::as_ptr(d) as usize,
            Value::Set(s) => Rc::as_ptr(s) as usize,
            Value::Range(r) => Rc::as_ptr(r) as usize,
            Value::Slice(s) => Rc::as_ptr(s) as usize,
            Value::Method(m) => Rc::as_ptr(m) as usize,
            Value::Lambda(c) => Rc::as_ptr(c) as usize,
            Value::View(v) => Rc::as_ptr(v) as usize,
            _ => return None,
        })
    }
    fn go(v: &Value, seen: &mut HashMap<(&'static str, usize), usize>, out: &mut String) {
        if let Some(addr) = id(v) {
            let n = seen.len();
            if let Some(k) = seen.get(&(v.type_name(), addr)) {
                out.push_str(&format!("#{k}"));
                return;
            }
            seen.insert((v.type_name(), addr), n);
            out.push_str(&format!("#{n}="));
        }
        let all = |items: &[Value], seen: &mut _, out: &mut String| {
            for i in items {
                go(i, seen, out);
                out.push(',');
            }
        };
        match v {
            Value::Float(f) => out.push_str(&format!("float:{:x}", f.to_bits())),
            Value::Big(b) => out.push_str(&format!("big:{b}")),
            Value::List(l) => {
                out.push('[');
                all(&l.borrow(), seen, out);
                out.push(']');
            }
            Value::Tuple(t) => {
                out.push('(');
                all(t, seen, out);
                out.push(')');
            }
            Value::Dict(d) => {
                out.push('{');
                for (k, x) in d.borrow().iter() {
                    go(&k.0, seen, out);
                    out.push(':');
                    go(x, seen, out);
                    out.push(',');
                }
                out.push('}');
            }
            Value::Set(s) => {
                out.push_str("set{");
                let members: Vec<Value> = s.borrow().iter().map(|k| k.0.clone()).collect();
                all(&members, seen, out);
                out.push('}');
            }
            Value::Slice(s) => {
                out.push_str("slice(");
                all(
                    &[s.start.clone(), s.stop.clone(), s.step.clone()],
                    seen,
                    out,
                );
                out.push(')');
            }
            Value::Method(m) => {
                out.push_str(&format!("method:{}(", m.method.name));
                go(&m.receiver, seen, out);
                out.push(')');
            }
            Value::Lambda(c) => {
                out.push_str(&format!("lambda:{}(", c.unit));
                all(&c.captures, seen, out);
                out.push(')');
            }
            Value::View(view) => {
                out.push_str(&format!("{}(", view.type_name()));
                go(&Value::Dict(view.dict.clone()), seen, out);
                out.push(')');
            }
            other => out.push_str(&format!("{}:{}", other.type_name(), repr(other))),
        }
    }
    let mut seen = HashMap::new();
    let mut out = String::new();
    for r in roots {
        go(r, &mut seen, &mut out);
        out.push('\n');
    }
    out
}

fn reprs(values: &[Value]) -> Vec<String> {
    values.iter().map(repr).collect()
}

/// One value of every kind, some in several shapes.
fn every_kind() -> Vec<Value> {
    let d = dict(vec![
        (Value::str("k"), Value::Int(1)),
        (Value::Int(2), Value::None),
    ]);
    let Value::Dict(inner) = &d else {
        unreachable!("dict makes a dict")
    };
    let view = |kind| {
        Value::View(Rc::new(DictView {
            dict: inner.clone(),
            kind,
        }))
    };
    vec![
        Value::None,
        Value::Bool(true),
        Value::Bool(false),
        Value::Int(i64::MIN),
        Value::Int(-1),
        Value::Big(Rc::new(BigInt::from(i64::MAX) * 1_000_003)),
        Value::from_big(-(BigInt::from(1) << 300u32)),
        Value::Float(-0.0),
        Value::Float(f64::from_bits(0x7ff8_0000_dead_beef)),
        Value::Float(f64::from_bits(0xfff0_0000_0000_0001)),
        Value::Float(f64::INFINITY),
        Value::Float(1.5e-310),
        Value::str(""),
        Value::str("é\u{1F600}\0 \u{10FFFF}"),
        Value::list(vec![]),
        Value::list(vec![Value::Int(1), Value::str("a")]),
        Value::tuple(vec![]),
        Value::tuple(vec![Value::Float(2.5), Value::tuple(vec![Value::None])]),
        d.clone(),
        set(vec![
            Value::Int(3),
            Value::str("b"),
            Value::tuple(vec![Value::Int(1)]),
        ]),
        set(vec![]),
        Value::Range(Rc::new(RangeVal {
            start: i64::MIN,
            stop: i64::MAX,
            step: -7,
        })),
        Value::Slice(Rc::new(SliceVal {
            start: Value::None,
            stop: Value::Int(-1),
            step: Value::str("s"),
        })),
        Value::Type(TypeKind::NoneType),
        Value::Type(TypeKind::Range),
        Value::Builtin(0),
        Value::Builtin((BUILTINS.len() - 1) as u16),
        method(Value::str("abc"), "upper"),
        method(Value::list(vec![]), "append"),
        method(d.clone(), "get"),
        method(Value::Bool(true), "bit_length"),
        method(Value::Type(TypeKind::Str), "join"),
        method(Value::Float(0.5), "is_integer"),
        Value::Lambda(Rc::new(Closure {
            unit: 7,
            captures: vec![Value::Int(1), d.clone()],
        })),
        Value::Lambda(Rc::new(Closure {
            unit: u32::MAX,
            captures: vec![],
        })),
        view(ViewKind::Keys),
        view(ViewKind::Values),
        view(ViewKind::Items),
        Value::Ellipsis,
        Value::Undef,
    ]
}

#[test]
fn every_kind_of_value_round_trips() {
    let values = every_kind();
    let back = round_trip(&values);
    assert_eq!(back.len(), values.len());
    assert_eq!(reprs(&back), reprs(&values));
    assert_eq!(dump(&back), dump(&values));
    // Bit-exact floats: the NaN payload and the sign of -0.0.
    for (a, b) in values.iter().zip(&back) {
        if let (Value::Float(x), Value::Float(y)) = (a, b) {
            assert_eq!(x.to_bits(), y.to_bits());
        }
    }
    // A big int stays big, a small one is never written as one.
    assert!(matches!(back[5], Value::Big(_)));
    // A view still watches its dict: a key added shows through it.
    let (Value::Dict(d), Value::View(v)) = (&back[18], &back[35]) else {
        panic!("a dict and its view")
    };
    assert!(Rc::ptr_eq(d, &v.dict));
    d.borrow_mut().insert(HKey(Value::Int(9)), Value::None);
    assert_eq!(repr(&back[35]), "dict_keys(['k', 2, 9])");
}

/// Dict keys and set members are hashed again in the reading process: a
/// lookup by an equal value made there finds them.
#[test]
fn keys_are_found_after_reading() {
    let back = round_trip(&[
        dict(vec![
            (Value::str("name"), Value::Int(1)),
            (
                Value::tuple(vec![Value::Int(1), Value::str("x")]),
                Value::Int(2),
            ),
            (Value::Float(f64::NAN), Value::Int(3)),
        ]),
        set(vec![Value::Int(10), Value::str("m")]),
    ]);
    let (Value::Dict(d), Value::Set(s)) = (&back[0], &back[1]) else {
        panic!("a dict and a set")
    };
    let d = d.borrow();
    assert!(matches!(
        d.get(&HKey(Value::str("name"))),
        Some(Value::Int(1))
    ));
    let key = Value::tuple(vec![Value::Float(1.0), Value::str("x")]);
    assert!(matches!(d.get(&HKey(key)), Some(Value::Int(2))));
    assert!(matches!(
        d.get(&HKey(Value::Float(f64::NAN))),
        Some(Value::Int(3))
    ));
    assert!(s.borrow().contains(&HKey(Value::Float(10.0))));
    assert!(s.borrow().contains(&HKey(Value::str("m"))));
}

/// `a = [1]; b = [a, a]`: after reading, `a` is still one list, seen from
/// both places in `b` and from its own root; a str, a tuple and a dict
/// shared between roots stay one object each.
#[test]
fn shared_values_stay_shared() {
    let a = Value::list(vec![Value::Int(1)]);
    let b = Value::list(vec![a.clone(), a.clone()]);
    let s = Value::str("shared text");
    let t = Value::tuple(vec![a.clone(), s.clone()]);
    let d = dict(vec![(s.clone(), t.clone())]);
    let roots = [b, a, s.clone(), t.clone(), d, s, t];
    let back = round_trip(&roots);
    assert_eq!(dump(&back), dump(&roots));
    let (Value::List(b), Value::List(a)) = (&back[0], &back[1]) else {
        panic!("two lists")
    };
    a.borrow_mut().push(Value::Int(2));
    assert_eq!(repr(&back[0]), "[[1, 2], [1, 2]]");
    assert!(matches!(&b.borrow()[1], Value::List(x) if Rc::ptr_eq(x, a)));
    let (Value::Str(s1), Value::Str(s2)) = (&back[2], &back[5]) else {
        panic!("two strs")
    };
    assert!(crate::value::PyStr::ptr_eq(s1, s2));
    let (Value::Tuple(t1), Value::Tuple(t2)) = (&back[3], &back[6]) else {
        panic!("two tuples")
    };
    assert!(crate::value::TupleObj::ptr_eq(t1, t2));
    assert_eq!(repr(&back[4]), "{'shared text': ([1, 2], 'shared text')}");
    // Equal values that were distinct objects stay distinct.
    let two = round_trip(&[Value::list(vec![]), Value::list(vec![])]);
    let (Value::List(x), Value::List(y)) = (&two[0], &two[1]) else {
        panic!("two lists")
    };
    assert!(!Rc::ptr_eq(x, y));
}

/// `a = []; a.append(a)`, a dict holding itself, and a cycle through a
/// tuple (`t = ([],); t[0].append(t)`).
#[test]
fn cycles_round_trip() {
    let a = Value::list(vec![]);
    let Value::List(al) = &a else { unreachable!() };
    al.borrow_mut().push(a.clone());
    let d = dict(vec![]);
    let Value::Dict(dd) = &d else { unreachable!() };
    dd.borrow_mut().insert(HKey(Value::str("self")), d.clone());
    let inner = Value::list(vec![]);
    let t = Value::tuple(vec![inner.clone()]);
    let Value::List(il) = &inner else {
        unreachable!()
    };
    il.borrow_mut().push(t.clone());
    let roots = [a, d, t];
    let back = round_trip(&roots);
    assert_eq!(reprs(&back), reprs(&roots));
    assert_eq!(reprs(&back)[..2], ["[[...]]", "{'self': {...}}"]);
    assert_eq!(dump(&back), dump(&roots));
    let Value::List(l) = &back[0] else {
        panic!("a list")
    };
    assert!(matches!(&l.borrow()[0], Value::List(x) if Rc::ptr_eq(x, l)));
    // The cycles were built by the test: break them so the test leaks nothing.
    for v in roots.iter().chain(&back) {
        match v {
            Value::List(l) => l.borrow_mut().clear(),
            Value::Dict(d) => d.borrow_mut().clear(),
            Value::Tuple(t) => {
                if let Value::List(l) = &t[0] {
                    l.borrow_mut().clear();
                }
            }
            _ => {}
        }
    }
}

/// A list nested a million deep is written and read with work stacks, on a
/// thread with the default stack (2 MiB): recursion would overflow it. A
/// chain of tuples (immutable: written after what it holds) too.
#[test]
fn a_list_nested_a_million_deep_round_trips() {
    let ok = std::thread::spawn(|| {
        let mut v = Value::list(vec![]);
        for _ in 0..1_000_000 {
            v = Value::list(vec![v]);
        }
        let mut t = Value::tuple(vec![]);
        for i in 0..100_000 {
            t = Value::tuple(vec![t, Value::Int(i)]);
        }
        let back = round_trip(&[v, t]);
        let mut depth = 0;
        let mut at = back[0].clone();
        loop {
            let next = match &at {
                Value::List(l) => l.borrow().first().cloned(),
                _ => None,
            };
            match next {
                Some(n) => {
                    depth += 1;
                    at = n;
                }
                None => break,
            }
        }
        let mut tdepth = 0;
        let mut at = back[1].clone();
        while let Value::Tuple(x) = &at {
            let Some(first) = x.first().cloned() else {
                break;
            };
            tdepth += 1;
            at = first;
        }
        (depth, tdepth)
    })
    .join();
    assert!(matches!(ok, Ok((1_000_000, 100_000))), "{ok:?}");
}

/// Every prefix of a snapshot and every single-bit change of it is
/// refused, by the envelope, before its body is read.
#[test]
fn truncated_or_flipped_snapshots_are_refused() {
    let snap = encode(&every_kind());
    for n in 0..snap.len() {
        assert!(
            decode(&snap[..n], &DecodeBudget::default()).is_err(),
            "prefix {n}"
        );
    }
    let mut flipped = snap.clone();
    for bit in 0..snap.len() * 8 {
        flipped[bit / 8] ^= 1 << (bit % 8);
        assert!(
            decode(&flipped, &DecodeBudget::default()).is_err(),
            "bit {bit}"
        );
        flipped[bit / 8] ^= 1 << (bit % 8);
    }
}

/// A body changed and sealed again (as a forger would, or a bug in a
/// writer) gets past the envelope: the table's own checks still refuse it
/// or read it into some values, without panicking.
#[test]
fn damaged_bodies_behind_a_good_seal_never_panic() {
    let body = open(&encode(&every_kind()), usize::MAX)
        .expect("opens")
        .to_vec();
    let tight = DecodeBudget {
        max_nodes: 1000,
        max_bytes: 1 << 20,
    };
    for n in 0..body.len() {
        let _ = decode(&seal(&body[..n]), &tight);
    }
    let mut b = body.clone();
    for bit in 0..body.len() * 8 {
        b[bit / 8] ^= 1 << (bit % 8);
        let _ = decode(&seal(&b), &tight);
        b[bit / 8] ^= 1 << (bit % 8);
    }
    for at in 0..body.len() {
        for byte in [0x00, 0x7f, 0x80, 0xfb, 0xfc, 0xfd, 0xff] {
            let old = b[at];
            b[at] = byte;
            let _ = decode(&seal(&b), &tight);
            b[at] = old;
        }
    }
}

/// A value, one level of it made from the strategy for the levels below.
fn value_tree() -> impl Strategy<Value = Value> {
    let key = prop_oneof![
        any::<i64>().prop_map(Value::Int),
        "[a-c]{0,3}".prop_map(Value::str),
        any::<u64>().prop_map(|b| Value::Float(f64::from_bits(b))),
        (any::<i8>(), "[a-b]{0,2}")
            .prop_map(|(i, s)| Value::tuple(vec![Value::Int(i.into()), Value::str(s)])),
    ];
    let leaf = prop_oneof![
        Just(Value::None),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        any::<i128>().prop_map(|i| Value::from_big(BigInt::from(i) << 8u32)),
        any::<u64>().prop_map(|b| Value::Float(f64::from_bits(b))),
        any::<String>().prop_map(Value::str),
        Just(Value::Ellipsis),
        Just(Value::Type(TypeKind::Dict)),
        (0..BUILTINS.len() as u16).prop_map(Value::Builtin),
        (any::<i64>(), any::<i64>(), any::<i64>()).prop_map(|(start, stop, step)| {
            Value::Range(Rc::new(RangeVal {
                start,
                stop,
                step: if step == 0 { 1 } else { step },
            }))
        }),
    ];
    leaf.prop_recursive(4, 48, 6, move |inner| {
        let entries = proptest::collection::vec((key.clone(), inner.clone()), 0..6);
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::list),
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::tuple),
            entries.clone().prop_map(dict),
            proptest::collection::vec(key.clone(), 0..6).prop_map(set),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(start, stop, step)| {
                Value::Slice(Rc::new(SliceVal { start, stop, step }))
            }),
            (any::<u32>(), proptest::collection::vec(inner.clone(), 0..3))
                .prop_map(|(unit, captures)| Value::Lambda(Rc::new(Closure { unit, captures }))),
            inner.clone().prop_map(|v| {
                let name = [
                    "upper",
                    "append",
                    "get",
                    "count",
                    "bit_length",
                    "hex",
                    "add",
                ]
                .into_iter()
                .find(|n| methods::lookup(&v, n, &methods::resolve(n)).is_ok());
                match name {
                    Some(n) => method(v, n),
                    None => method(Value::list(vec![v]), "append"),
                }
            }),
            (entries, 0..3u8).prop_map(|(e, k)| {
                let Value::Dict(d) = dict(e) else {
                    unreachable!("dict makes a dict")
                };
                let kind = [ViewKind::Keys, ViewKind::Values, ViewKind::Items][k as usize];
                Value::View(Rc::new(DictView { dict: d, kind }))
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random values, some reached twice (as two roots, and twice inside a
    /// list), read back with the same repr and the same dump: the same
    /// kinds, bits, order and sharing.
    #[test]
    fn random_values_round_trip(a in value_tree(), b in value_tree()) {
        let roots = vec![
            a.clone(),
            Value::list(vec![a.clone(), b.clone(), a]),
            b,
        ];
        let back = round_trip(&roots);
        prop_assert_eq!(reprs(&back), reprs(&roots));
        prop_assert_eq!(dump(&back), dump(&roots));
    }
}

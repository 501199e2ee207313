//! Operators with CPython's semantics and error messages: arithmetic,
//! comparison, membership, truthiness.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use super::budget::{max_sequence_bytes, too_large};
use super::{big_to_f64, check_hashable, Exc, ExcKind, HKey, PyStr, TupleObj, Value, VmResult};

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BinOpKind {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
}

impl BinOpKind {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOpKind::Add => "+",
            BinOpKind::Sub => "-",
            BinOpKind::Mul => "*",
            BinOpKind::Div => "/",
            BinOpKind::FloorDiv => "//",
            BinOpKind::Mod => "%",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CmpKind {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpKind {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpKind::Eq => "==",
            CmpKind::Ne => "!=",
            CmpKind::Lt => "<",
            CmpKind::Le => "<=",
            CmpKind::Gt => ">",
            CmpKind::Ge => ">=",
        }
    }
}

/// The largest int a product may make (8 MiB of digits): `x = x * x` in a
/// loop would otherwise exhaust memory in a few dozen steps.
pub const MAX_INT_BITS: u64 = 1 << 26;

pub fn truthy(v: &Value) -> bool {
    match v {
        Value::None | Value::Undef => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Big(_) => true,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !s.is_empty(),
        Value::List(l) => l.try_borrow().map_or(true, |l| !l.is_empty()),
        Value::Tuple(t) => !t.is_empty(),
        Value::Dict(d) => d.try_borrow().map_or(true, |d| !d.is_empty()),
        Value::Set(s) => s.try_borrow().map_or(true, |s| !s.is_empty()),
        Value::Range(r) => !r.is_empty(),
        Value::View(v) => v.dict.try_borrow().map_or(true, |d| !d.is_empty()),
        _ => true,
    }
}

/// A number operand. A big int is borrowed: an operation reads it, and
/// copying it first (a memcpy and an allocation of its digits) cost as
/// much as a small multiplication.
enum Num<'a> {
    I(i64),
    B(&'a BigInt),
    F(f64),
}

fn num(v: &Value) -> Option<Num<'_>> {
    match v {
        Value::Bool(b) => Some(Num::I(*b as i64)),
        Value::Int(i) => Some(Num::I(*i)),
        Value::Big(b) => Some(Num::B(b)),
        Value::Float(f) => Some(Num::F(*f)),
        _ => None,
    }
}

fn to_f64(n: &Num) -> VmResult<f64> {
    match n {
        Num::I(i) => Ok(*i as f64),
        Num::B(b) => big_to_f64(b),
        Num::F(f) => Ok(*f),
    }
}

/// The bits of an int's magnitude, as `BigInt::bits` counts them.
fn int_bits(n: &Num<'_>) -> u64 {
    match n {
        Num::I(i) => u64::from(64 - i.unsigned_abs().leading_zeros()),
        Num::B(b) => b.bits(),
        Num::F(_) => 0,
    }
}

fn to_big(n: Num<'_>) -> Cow<'_, BigInt> {
    match n {
        Num::I(i) => Cow::Owned(BigInt::from(i)),
        Num::B(b) => Cow::Borrowed(b),
        Num::F(_) => Cow::Owned(BigInt::zero()),
    }
}

fn unsupported(op: &str, a: &Value, b: &Value) -> Exc {
    Exc::type_error(format!(
        "unsupported operand type(s) for {op}: '{}' and '{}'",
        a.type_name(),
        b.type_name()
    ))
}

/// `a op b` for the six arithmetic operators.
pub fn binary(op: BinOpKind, a: &Value, b: &Value) -> VmResult<Value> {
    // The hot path: two small ints.
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        if let Some(v) = int_fast(op, *x, *y)? {
            return Ok(v);
        }
    }
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return numeric(op, x, y);
    }
    if op == BinOpKind::Sub && matches!(a, Value::Set(_) | Value::View(_)) {
        if let (Some(x), Some(y)) = (as_set(a), as_set(b)) {
            return Ok(Value::set(
                x.into_iter().filter(|k| !y.contains(k)).collect(),
            ));
        }
    }
    match op {
        BinOpKind::Add => add_seq(a, b),
        BinOpKind::Mul => match (a, b) {
            (seq, n) if is_seq(seq) => repeat(seq, n),
            (n, seq) if is_seq(seq) => repeat(seq, n),
            _ => Err(unsupported("*", a, b)),
        },
        BinOpKind::Mod => match a {
            Value::Str(s) => super::format::printf(s, b),
            _ => Err(unsupported("%", a, b)),
        },
        _ => Err(unsupported(op.symbol(), a, b)),
    }
}

fn is_seq(v: &Value) -> bool {
    matches!(v, Value::Str(_) | Value::List(_) | Value::Tuple(_))
}

fn int_fast(op: BinOpKind, x: i64, y: i64) -> VmResult<Option<Value>> {
    Ok(match op {
        BinOpKind::Add => x.checked_add(y).map(Value::Int),
        BinOpKind::Sub => x.checked_sub(y).map(Value::Int),
        BinOpKind::Mul => x.checked_mul(y).map(Value::Int),
        BinOpKind::Div => {
            if y == 0 {
                return Err(Exc::zero_division("division by zero"));
            }
            if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) {
                Some(Value::Float(x as f64 / y as f64))
            } else {
                None
            }
        }
        BinOpKind::FloorDiv => {
            if y == 0 {
                return Err(Exc::zero_division("integer division or modulo by zero"));
            }
            x.checked_div_euclid(y)
                .map(|_| Value::Int(Integer::div_floor(&x, &y)))
        }
        BinOpKind::Mod => {
            if y == 0 {
                return Err(Exc::zero_division("integer modulo by zero"));
            }
            if x == i64::MIN && y == -1 {
                Some(Value::Int(0))
            } else {
                Some(Value::Int(Integer::mod_floor(&x, &y)))
            }
        }
    })
}

fn numeric(op: BinOpKind, x: Num, y: Num) -> VmResult<Value> {
    let float = matches!(x, Num::F(_)) || matches!(y, Num::F(_));
    if float || op == BinOpKind::Div {
        if !float && op == BinOpKind::Div {
            return int_true_div(&to_big(x), &to_big(y));
        }
        let (a, b) = (to_f64(&x)?, to_f64(&y)?);
        return float_op(op, a, b);
    }
    let (xbits, ybits) = (int_bits(&x), int_bits(&y));
    if op == BinOpKind::Mul && xbits + ybits > MAX_INT_BITS {
        return Err(super::budget::trip(Exc::new(
            ExcKind::LimitExceeded,
            format!("memory: int too large: the product would have more than {MAX_INT_BITS} bits"),
        )));
    }
    if op == BinOpKind::Mul {
        let bytes = u128::from((xbits + ybits) / 8);
        if bytes > max_sequence_bytes() {
            return Err(too_large("int product", bytes));
        }
    }
    charge_big(op, xbits, ybits)?;
    // A big int and a machine int (`f = f * i`): the machine int is not
    // made a big int first (an allocation for one digit).
    if let (Num::B(a), Num::I(y)) = (&x, &y) {
        match op {
            BinOpKind::Add => return Ok(Value::from_big(*a + *y)),
            BinOpKind::Sub => return Ok(Value::from_big(*a - *y)),
            BinOpKind::Mul => return Ok(Value::from_big(*a * *y)),
            BinOpKind::FloorDiv | BinOpKind::Mod if super::bigword::IN_USE => {
                if let Ok(d) = u32::try_from(y.unsigned_abs()) {
                    if d != 0 {
                        return Ok(floor_by_word(op, a, *y < 0, d));
                    }
                }
            }
            _ => {}
        }
    }
    let (a, b) = (to_big(x), to_big(y));
    let (a, b) = (&*a, &*b);
    Ok(Value::from_big(match op {
        BinOpKind::Add => a + b,
        BinOpKind::Sub => a - b,
        BinOpKind::Mul => product(a, b, PIECE_DIGITS)?,
        BinOpKind::FloorDiv => {
            if b.is_zero() {
                return Err(Exc::zero_division("integer division or modulo by zero"));
            }
            a.div_floor(b)
        }
        BinOpKind::Mod => {
            if b.is_zero() {
                return Err(Exc::zero_division("integer modulo by zero"));
            }
            a.mod_floor(b)
        }
        BinOpKind::Div => unreachable_div(),
    }))
}

/// `a // ±d` or `a % ±d` (`negative`: the divisor's sign), floored as
/// Python floors: a quotient rounded down, a remainder with the divisor's
/// sign.
fn floor_by_word(op: BinOpKind, a: &BigInt, negative: bool, d: u32) -> Value {
    use num_bigint::Sign;
    let differ = a.is_negative() != negative;
    let sign = |negative: bool, n: u64| Value::Int(if negative { -(n as i64) } else { n as i64 });
    if op == BinOpKind::Mod {
        let r = super::bigword::rem(a.magnitude(), d);
        // r < d, so d - r and r fit an i64.
        return match (r, differ) {
            (0, _) => Value::Int(0),
            (r, false) => sign(negative, u64::from(r)),
            (r, true) => sign(negative, u64::from(d - r)),
        };
    }
    let (mut q, r) = super::bigword::div_rem(a.magnitude(), d);
    if differ && r != 0 {
        q += 1u32;
    }
    let sign = if differ { Sign::Minus } else { Sign::Plus };
    Value::from_big(BigInt::from_biguint(sign, q))
}

/// The size, in 32-bit digits, of the pieces a huge product is made in
/// (a million bits).
const PIECE_DIGITS: usize = 1 << 15;

/// `a * b`. One product of two huge ints can take longer than a whole
/// timeout, and no deadline check reaches inside it: when both are larger
/// than a piece, the smaller is cut into pieces, each multiplied and added
/// in at its place, with fuel, time and memory looked at between pieces.
fn product(a: &BigInt, b: &BigInt, piece: usize) -> VmResult<BigInt> {
    let (big, small) = if a.bits() >= b.bits() { (a, b) } else { (b, a) };
    // At most `piece` 32-bit digits: one product (its digits are listed
    // only when they are cut into pieces).
    if small.bits() <= 32 * piece as u64 || big.bits() <= 32 * piece as u64 {
        return Ok(a * b);
    }
    let digits = small.magnitude().to_u32_digits();
    let big_mag = big.magnitude();
    let mut acc = num_bigint::BigUint::zero();
    for (i, chunk) in digits.chunks(piece).enumerate() {
        let part = big_mag * num_bigint::BigUint::from_slice(chunk);
        acc += part << (i * piece * 32);
        super::budget::look_now()?;
    }
    let negative = a.is_negative() != b.is_negative();
    let sign = if negative {
        num_bigint::Sign::Minus
    } else {
        num_bigint::Sign::Plus
    };
    Ok(BigInt::from_biguint(sign, acc))
}

/// Fuel for big-int arithmetic, in proportion to its work: linear in the
/// 64-bit words for sums; for products and divisions the product of the
/// words while that is small (schoolbook), and the n^1.5 of the big sizes,
/// where multiplication is subquadratic (Toom-3).
fn charge_big(op: BinOpKind, abits: u64, bbits: u64) -> VmResult<()> {
    let (wa, wb) = (abits / 64 + 1, bbits / 64 + 1);
    let units = match op {
        BinOpKind::Add | BinOpKind::Sub => wa + wb,
        _ => {
            // `fast` is at least `wa + wb`: a schoolbook figure no larger
            // is the smaller without computing it (a `powf` a product).
            let school = wa.saturating_mul(wb) / 16;
            let smaller = if school <= wa + wb {
                school
            } else {
                school.min(((wa + wb) as f64).powf(1.5) as u64)
            };
            smaller + wa + wb
        }
    };
    if units > 4 {
        super::budget::charge(units)?;
    }
    Ok(())
}

// True division of ints is handled before the match; this arm exists only
// to keep the match exhaustive without a panic path.
fn unreachable_div() -> BigInt {
    BigInt::zero()
}

/// Int true division, correctly rounded as CPython rounds it for ints that
/// fit a double exactly, and closely for larger ones.
fn int_true_div(a: &BigInt, b: &BigInt) -> VmResult<Value> {
    if b.is_zero() {
        return Err(Exc::zero_division("division by zero"));
    }
    let limit = BigInt::from(1u64 << 53);
    if a.abs() < limit && b.abs() < limit {
        return Ok(Value::Float(to_f64(&Num::B(a))? / to_f64(&Num::B(b))?));
    }
    // Scale so the quotient has about 66 significant bits, keep a sticky
    // bit for the remainder, and round once when converting: correctly
    // rounded, as CPython's long true division is.
    let negative = a.is_negative() != b.is_negative();
    let (a, b) = (a.abs(), b.abs());
    let mut shift = (b.bits() as i64 - a.bits() as i64 + 66).max(0) as u64;
    let (q, r) = (a << shift).div_rem(&b);
    let q = (q << 1u32) | BigInt::from(u8::from(!r.is_zero()));
    shift += 1;
    let too_large = || Exc::overflow("integer division result too large for a float");
    let f = match q.to_f64() {
        Some(f) if f.is_finite() => ldexp(f, -(shift as i64)),
        _ => return Err(too_large()),
    };
    if !f.is_finite() {
        return Err(too_large());
    }
    Ok(Value::Float(if negative { -f } else { f }))
}

/// x * 2^e, without overflowing the intermediate power.
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    x * 2f64.powi(e as i32)
}

fn float_op(op: BinOpKind, a: f64, b: f64) -> VmResult<Value> {
    Ok(Value::Float(match op {
        BinOpKind::Add => a + b,
        BinOpKind::Sub => a - b,
        BinOpKind::Mul => a * b,
        BinOpKind::Div => {
            if b == 0.0 {
                return Err(Exc::zero_division("float division by zero"));
            }
            a / b
        }
        BinOpKind::FloorDiv => {
            if b == 0.0 {
                return Err(Exc::zero_division("float floor division by zero"));
            }
            float_divmod(a, b).0
        }
        BinOpKind::Mod => {
            if b == 0.0 {
                return Err(Exc::zero_division("float modulo"));
            }
            float_divmod(a, b).1
        }
    }))
}

/// CPython's float_divmod, step for step.
pub fn float_divmod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

fn add_seq(a: &Value, b: &Value) -> VmResult<Value> {
    let size = |v: &Value| -> u128 {
        match v {
            Value::Str(s) => s.len() as u128,
            Value::List(l) => l.try_borrow().map_or(0, |l| l.len() as u128 * 16),
            Value::Tuple(t) => t.len() as u128 * 16,
            _ => 0,
        }
    };
    let need = size(a) + size(b);
    if need > max_sequence_bytes() {
        return Err(too_large("concatenation result", need));
    }
    super::budget::charge_bytes(need as usize)?;
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => {
            let mut s = super::StrBuf::with_capacity(x.len() + y.len());
            s.push_py(x);
            s.push_py(y);
            Ok(Value::Str(s.finish()))
        }
        (Value::List(x), Value::List(y)) => {
            let mut v = x.try_borrow().map_err(|_| Exc::busy())?.clone();
            v.extend(y.try_borrow().map_err(|_| Exc::busy())?.iter().cloned());
            Ok(Value::list(v))
        }
        (Value::Tuple(x), Value::Tuple(y)) => {
            let mut v = x.to_vec();
            v.extend(y.iter().cloned());
            Ok(Value::tuple(v))
        }
        (Value::Str(_) | Value::List(_) | Value::Tuple(_), other) => Err(Exc::type_error(format!(
            "can only concatenate {} (not \"{}\") to {}",
            a.type_name(),
            other.type_name(),
            a.type_name()
        ))),
        _ => Err(unsupported("+", a, b)),
    }
}

fn repeat(seq: &Value, n: &Value) -> VmResult<Value> {
    let count = match n {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => *i,
        // Either sign: CPython converts the count to a Py_ssize_t first.
        Value::Big(_) => {
            return Err(Exc::overflow(
                "cannot fit 'int' into an index-sized integer",
            ));
        }
        other => {
            return Err(Exc::type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                other.type_name()
            )))
        }
    };
    let count = count.max(0) as usize;
    let unit = match seq {
        Value::Str(s) => s.len(),
        Value::List(l) => l.try_borrow().map_err(|_| Exc::busy())?.len() * 16,
        Value::Tuple(t) => t.len() * 16,
        _ => 0,
    };
    let need = (unit as u128) * (count as u128);
    if need > max_sequence_bytes() {
        return Err(too_large("repetition result", need));
    }
    super::budget::charge_bytes(need as usize)?;
    Ok(match seq {
        Value::Str(s) => Value::str(s.repeat(count)),
        Value::List(l) => {
            let l = l.try_borrow().map_err(|_| Exc::busy())?;
            Value::list(l.iter().cloned().cycle().take(l.len() * count).collect())
        }
        Value::Tuple(t) => Value::tuple(t.iter().cloned().cycle().take(t.len() * count).collect()),
        _ => Value::None,
    })
}

/// Unary minus and plus.
pub fn negate(v: &Value) -> VmResult<Value> {
    match v {
        Value::Bool(b) => Ok(Value::Int(-(*b as i64))),
        Value::Int(i) => Ok(i
            .checked_neg()
            .map_or_else(|| Value::from_big(-BigInt::from(*i)), Value::Int)),
        Value::Big(b) => Ok(Value::from_big(-(**b).clone())),
        Value::Float(f) => Ok(Value::Float(-f)),
        other => Err(Exc::type_error(format!(
            "bad operand type for unary -: '{}'",
            other.type_name()
        ))),
    }
}

pub fn positive(v: &Value) -> VmResult<Value> {
    match v {
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Int(_) | Value::Big(_) | Value::Float(_) => Ok(v.clone()),
        other => Err(Exc::type_error(format!(
            "bad operand type for unary +: '{}'",
            other.type_name()
        ))),
    }
}

thread_local! {
    /// How many comparisons of containers are open on this thread.
    static DEPTH: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    /// A comparison went deeper than `MAX_COMPARE_DEPTH` since the last
    /// `check_depth`.
    static TOO_DEEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// How deeply nested containers are compared before RecursionError: where
/// CPython 3.11 raises it at a module's top level. CPython counts one
/// level of its recursion limit (1000) for the module's frame and one for
/// each pair of containers being compared, so two lists nested 999 deep
/// compare and 1000 deep do not (the innermost `()` of two tuples is one
/// object, compared by identity: tuples go one level further). The walks
/// below are iterative, so this depth does not depend on the thread's
/// stack; CPython says it a little sooner inside a comprehension or a key
/// lambda, whose frames count too.
pub const MAX_COMPARE_DEPTH: u32 = 999;

/// Gives back, when dropped, the depth there was when it was made.
struct DepthMark(u32);

impl DepthMark {
    fn new() -> DepthMark {
        DepthMark(DEPTH.with(std::cell::Cell::get))
    }
}

impl Drop for DepthMark {
    fn drop(&mut self) {
        let d = self.0;
        let _ = DEPTH.try_with(|c| c.set(d));
    }
}

/// One level deeper, or false past `MAX_COMPARE_DEPTH`.
fn deeper() -> bool {
    DEPTH.with(|c| {
        let d = c.get();
        if d >= MAX_COMPARE_DEPTH {
            false
        } else {
            c.set(d + 1);
            true
        }
    })
}

fn shallower() {
    DEPTH.with(|c| c.set(c.get().saturating_sub(1)));
}

fn recursion_error() -> Exc {
    Exc::new(
        ExcKind::RecursionError,
        "maximum recursion depth exceeded in comparison",
    )
}

/// An equality test went too deep: it answers false, and the error is
/// raised by `check_depth` where its caller can raise one (`==`, `in`,
/// ordering); a test inside a dict or set lookup cannot, so the run is
/// stopped with it too, as by a limit (at the VM's next look).
fn too_deep() {
    TOO_DEEP.with(|t| t.set(true));
    super::budget::trip(recursion_error());
}

/// Forget a too-deep test that nobody reported (one inside a dict lookup
/// that stopped an earlier run): a new comparison starts clean.
fn fresh_depth_check() {
    TOO_DEEP.with(|t| t.set(false));
}

/// Run `f`, the comparisons of a builtin or method that CPython runs
/// inside a C call it counts against its recursion limit (`min`, `max`,
/// `list.count`, `list.remove`: `frames` = 1), that many levels deeper;
/// a comparison in `f` that went too deep is raised when `f` returns, so
/// that a wrong answer never escapes.
pub fn comparing_in<T>(frames: u32, f: impl FnOnce() -> VmResult<T>) -> VmResult<T> {
    fresh_depth_check();
    let _mark = DepthMark::new();
    DEPTH.with(|c| c.set(c.get().saturating_add(frames)));
    let r = f();
    check_depth()?;
    r
}

/// Err if a comparison since the last check went too deep, or stopped
/// on a limit of the run.
fn check_depth() -> VmResult<()> {
    let deep = TOO_DEEP.with(|t| t.replace(false));
    if super::budget::is_tripped() {
        if let Some(e) = super::budget::tripped() {
            return Err(e);
        }
    }
    if deep {
        Err(recursion_error())
    } else {
        Ok(())
    }
}

/// `==` of two values that cannot hold others: None when either can.
#[inline]
fn scalar_eq(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x == y),
        (Value::Str(x), Value::Str(y)) => Some(PyStr::ptr_eq(x, y) || x.as_str() == y.as_str()),
        (Value::None, Value::None) => Some(true),
        (Value::Ellipsis, Value::Ellipsis) => Some(true),
        _ => match (num(a), num(b)) {
            (Some(x), Some(y)) => Some(num_cmp(&x, &y) == Some(Ordering::Equal)),
            _ => None,
        },
    }
}

/// Python `==` (never fails for lackpy's values; a comparison nested too
/// deeply is false here and reported by `check_depth`).
pub fn py_eq(a: &Value, b: &Value) -> bool {
    match scalar_eq(a, b) {
        Some(r) => r,
        None => eq_rec(a, b, 0),
    }
}

/// How many levels of containers `==` compares by native recursion (the
/// common, shallow case: no allocation, no frame bookkeeping) before it
/// goes on with `eq_walk`'s explicit stack. A few KiB of stack at most,
/// even in a debug build.
const NATIVE_EQ_LEVELS: u32 = 16;

/// `==` of two values, at least one not a scalar, `level` containers
/// below the comparison that began natively.
fn eq_rec(a: &Value, b: &Value, level: u32) -> bool {
    if level >= NATIVE_EQ_LEVELS {
        return eq_walk(a, b);
    }
    if !deeper() {
        too_deep();
        return false;
    }
    let r = eq_rec_here(a, b, level);
    shallower();
    r
}

/// One level of `eq_rec`, the depth already counted.
fn eq_rec_here(a: &Value, b: &Value, level: u32) -> bool {
    let items_eq = |x: &Value, y: &Value| match item_eq(x, y) {
        Ok(r) => r,
        Err(()) => eq_rec(x, y, level + 1),
    };
    let charged = |n: usize| super::budget::charge(n as u64 + 1).is_ok();
    match (a, b) {
        (Value::List(x), Value::List(y)) => {
            Rc::ptr_eq(x, y)
                || match (x.try_borrow(), y.try_borrow()) {
                    (Ok(p), Ok(q)) => {
                        p.len() == q.len()
                            && charged(p.len())
                            && p.iter().zip(q.iter()).all(|(x, y)| items_eq(x, y))
                    }
                    _ => false,
                }
        }
        (Value::Tuple(x), Value::Tuple(y)) => {
            TupleObj::ptr_eq(x, y)
                || x.len() == y.len()
                    && charged(x.len())
                    && x.iter().zip(y.iter()).all(|(x, y)| items_eq(x, y))
        }
        (Value::Dict(x), Value::Dict(y)) => {
            Rc::ptr_eq(x, y)
                || match (x.try_borrow(), y.try_borrow()) {
                    (Ok(p), Ok(q)) => {
                        p.len() == q.len()
                            && charged(p.len())
                            && p.iter()
                                .all(|(k, v)| q.get(k).is_some_and(|w| items_eq(v, w)))
                    }
                    _ => false,
                }
        }
        _ => match open_eq_here(a, b) {
            Opened::Known(r) => r,
            Opened::Items(f) => walk_from(f),
        },
    }
}

/// Two containers whose items are being compared, and the next item.
enum EqFrame {
    List(Rc<super::ListObj>, Rc<super::ListObj>, usize),
    Tuple(super::TupleObj, super::TupleObj, usize),
    Dict(Rc<super::DictObj>, Rc<super::DictObj>, usize),
    Slice(Rc<super::SliceVal>, Rc<super::SliceVal>, usize),
}

/// What comparing one pair came to: an answer, or items to compare.
enum Opened {
    Known(bool),
    Items(EqFrame),
}

/// The next step in a frame's items.
enum Next {
    /// Every item was equal.
    Done,
    /// Two items differ (or a key is missing).
    Differ,
    /// Two items that hold others: compare them first.
    Pair(Value, Value),
}

/// `==` of two values, at least one not a scalar. Iterative, with an
/// explicit stack of the containers being compared, so that the depth it
/// allows (`MAX_COMPARE_DEPTH`) does not depend on the thread's stack;
/// the items are compared in CPython's order (depth first, left to right,
/// stopping at the first difference).
fn eq_walk(a: &Value, b: &Value) -> bool {
    let _mark = DepthMark::new();
    match open_eq(a, b) {
        Opened::Known(r) => r,
        Opened::Items(f) => walk_from(f),
    }
}

/// Finish comparing the items of `top`, whose level is counted, and of
/// whatever they hold.
fn walk_from(mut top: EqFrame) -> bool {
    let _mark = DepthMark::new();
    // The innermost frame is kept apart, so that comparing flat
    // containers allocates nothing.
    let mut below: Vec<EqFrame> = Vec::new();
    loop {
        match next_pair(&mut top) {
            Next::Done => match below.pop() {
                Some(f) => {
                    top = f;
                    shallower();
                }
                None => return true,
            },
            Next::Differ => return false,
            Next::Pair(x, y) => match open_eq(&x, &y) {
                Opened::Known(true) => {}
                Opened::Known(false) => return false,
                Opened::Items(f) => below.push(std::mem::replace(&mut top, f)),
            },
        }
    }
}

/// Start comparing `a` and `b`: one level deeper while their items are
/// compared (CPython's recursion check), and a unit of fuel.
fn open_eq(a: &Value, b: &Value) -> Opened {
    if !deeper() {
        too_deep();
        return Opened::Known(false);
    }
    let r = open_eq_here(a, b);
    if let Opened::Known(_) = r {
        shallower();
    }
    r
}

fn open_eq_here(a: &Value, b: &Value) -> Opened {
    use Opened::Known;
    // Each container compared costs fuel (its items are charged below); a
    // limit reached here answers false and stops the run.
    if super::budget::charge(1).is_err() {
        return Known(false);
    }
    let charged = |n: usize| super::budget::charge(n as u64).is_ok();
    match (a, b) {
        (Value::List(x), Value::List(y)) => {
            if Rc::ptr_eq(x, y) {
                return Known(true);
            }
            match (x.try_borrow(), y.try_borrow()) {
                (Ok(p), Ok(q)) if p.len() == q.len() && charged(p.len()) => {}
                _ => return Known(false),
            }
            Opened::Items(EqFrame::List(x.clone(), y.clone(), 0))
        }
        (Value::Tuple(x), Value::Tuple(y)) => {
            if TupleObj::ptr_eq(x, y) {
                return Known(true);
            }
            if x.len() != y.len() || !charged(x.len()) {
                return Known(false);
            }
            Opened::Items(EqFrame::Tuple(x.clone(), y.clone(), 0))
        }
        (Value::Dict(x), Value::Dict(y)) => {
            if Rc::ptr_eq(x, y) {
                return Known(true);
            }
            match (x.try_borrow(), y.try_borrow()) {
                (Ok(p), Ok(q)) if p.len() == q.len() && charged(p.len()) => {}
                _ => return Known(false),
            }
            Opened::Items(EqFrame::Dict(x.clone(), y.clone(), 0))
        }
        (Value::Set(x), Value::Set(y)) => Known(
            Rc::ptr_eq(x, y)
                || match (x.try_borrow(), y.try_borrow()) {
                    (Ok(x), Ok(y)) => {
                        x.len() == y.len() && charged(x.len()) && x.iter().all(|k| y.contains(k))
                    }
                    _ => false,
                },
        ),
        (Value::Range(x), Value::Range(y)) => {
            let (lx, ly) = (x.len(), y.len());
            Known(lx == ly && (lx == 0 || x.start == y.start && (lx == 1 || x.step == y.step)))
        }
        (Value::Type(x), Value::Type(y)) => Known(x == y),
        (Value::Builtin(x), Value::Builtin(y)) => Known(x == y),
        (Value::Slice(x), Value::Slice(y)) => {
            Opened::Items(EqFrame::Slice(x.clone(), y.clone(), 0))
        }
        (Value::Method(x), Value::Method(y)) => Known(Rc::ptr_eq(x, y)),
        (Value::Lambda(x), Value::Lambda(y)) => Known(Rc::ptr_eq(x, y)),
        // Keys and items views compare as sets; values views by identity.
        (Value::View(v), other) | (other, Value::View(v)) if v.kind != super::ViewKind::Values => {
            Known(match (view_set(v), as_set(other)) {
                (Some(x), Some(y)) => x.len() == y.len() && x.iter().all(|k| y.contains(k)),
                _ => false,
            })
        }
        (Value::View(x), Value::View(y)) => Known(Rc::ptr_eq(x, y)),
        _ => Known(false),
    }
}

/// Items compared as containers compare them: `x is y or x == y` (so a
/// NaN held twice is found, as in CPython); a pair that needs a walk of
/// its own comes back as `Err`.
#[inline]
fn item_eq(x: &Value, y: &Value) -> Result<bool, ()> {
    if is(x, y) {
        return Ok(true);
    }
    let r = scalar_eq(x, y).ok_or(())?;
    // Two scalars that are not one object are compared in a call of their
    // own, which CPython counts: at the limit that is too deep.
    if DEPTH.with(std::cell::Cell::get) >= MAX_COMPARE_DEPTH {
        too_deep();
        return Ok(false);
    }
    Ok(r)
}

/// The next pair of items of `f` that needs a walk of its own, skipping
/// the equal scalars before it.
fn next_pair(f: &mut EqFrame) -> Next {
    match f {
        EqFrame::List(x, y, i) => match (x.try_borrow(), y.try_borrow()) {
            (Ok(p), Ok(q)) => seq_next(&p, &q, i),
            _ => Next::Differ,
        },
        EqFrame::Tuple(x, y, i) => seq_next(x, y, i),
        EqFrame::Slice(x, y, i) => {
            let (p, q) = ([&x.start, &x.stop, &x.step], [&y.start, &y.stop, &y.step]);
            while let (Some(a), Some(b)) = (p.get(*i), q.get(*i)) {
                *i += 1;
                // A slice's parts compare with `==`, not `is` first.
                match scalar_eq(a, b) {
                    Some(true) => {}
                    Some(false) => return Next::Differ,
                    None => return Next::Pair((*a).clone(), (*b).clone()),
                }
            }
            Next::Done
        }
        EqFrame::Dict(x, y, i) => {
            let (Ok(p), Ok(q)) = (x.try_borrow(), y.try_borrow()) else {
                return Next::Differ;
            };
            while let Some((k, v)) = p.get_index(*i) {
                *i += 1;
                let Some(w) = q.get(k) else {
                    return Next::Differ;
                };
                match item_eq(v, w) {
                    Ok(true) => {}
                    Ok(false) => return Next::Differ,
                    Err(()) => return Next::Pair(v.clone(), w.clone()),
                }
            }
            Next::Done
        }
    }
}

fn seq_next(p: &[Value], q: &[Value], i: &mut usize) -> Next {
    while let (Some(x), Some(y)) = (p.get(*i), q.get(*i)) {
        *i += 1;
        match item_eq(x, y) {
            Ok(true) => {}
            Ok(false) => return Next::Differ,
            Err(()) => return Next::Pair(x.clone(), y.clone()),
        }
    }
    Next::Done
}

/// The members of a keys or items view, as a set (None if unhashable).
fn view_set(v: &super::DictView) -> Option<super::Set> {
    let items = v.items().ok()?;
    items.into_iter().map(|i| HKey::new(i).ok()).collect()
}

/// A set, or a keys/items view, as a set of members.
fn as_set(v: &Value) -> Option<super::Set> {
    match v {
        Value::Set(s) => s.try_borrow().ok().map(|s| s.clone()),
        Value::View(view) if view.kind != super::ViewKind::Values => view_set(view),
        _ => None,
    }
}

/// `x is y or x == y`: how containers compare their items (so a NaN held
/// twice is found, as in CPython).
pub fn same_or_eq(a: &Value, b: &Value) -> bool {
    is(a, b) || py_eq(a, b)
}

/// Exact comparison of an int with a float that is not NaN, as CPython
/// compares them (`None` for a NaN).
pub(crate) fn int_float_cmp(i: i64, f: f64) -> Option<Ordering> {
    // Ints up to 2^53 are exact as floats.
    if i.unsigned_abs() <= 1 << 53 {
        return (i as f64).partial_cmp(&f);
    }
    num_cmp(&Num::I(i), &Num::F(f))
}

/// Exact comparison of numbers, as CPython compares int with float.
fn num_cmp(a: &Num, b: &Num) -> Option<Ordering> {
    match (a, b) {
        (Num::I(x), Num::I(y)) => Some(x.cmp(y)),
        (Num::F(x), Num::F(y)) => x.partial_cmp(y),
        (Num::F(_), _) => num_cmp(b, a).map(Ordering::reverse),
        (int, Num::F(f)) => {
            if f.is_nan() {
                return None;
            }
            if f.is_infinite() {
                return Some(if *f > 0.0 {
                    Ordering::Less
                } else {
                    Ordering::Greater
                });
            }
            let i = match int {
                Num::I(i) => Cow::Owned(BigInt::from(*i)),
                Num::B(b) => Cow::Borrowed(*b),
                Num::F(_) => return None,
            };
            // Compare with the float's integer part, then its fraction.
            let fl = f.floor();
            let fb: BigInt = num_traits::FromPrimitive::from_f64(fl)?;
            match (*i).cmp(&fb) {
                Ordering::Equal if *f > fl => Some(Ordering::Less),
                o => Some(o),
            }
        }
        (x, y) => {
            fn big<'a>(n: &Num<'a>) -> Option<Cow<'a, BigInt>> {
                match n {
                    Num::I(i) => Some(Cow::Owned(BigInt::from(*i))),
                    Num::B(b) => Some(Cow::Borrowed(*b)),
                    Num::F(_) => None,
                }
            }
            Some(big(x)?.cmp(&big(y)?))
        }
    }
}

/// Python's ordering, for `<` and for sorting. `None` means the two are
/// unordered (a NaN): every comparison is then false.
///
/// Two sequences are ordered by their first items that differ (found with
/// `x is y or x == y`, as CPython's `PyObject_RichCompareBool`): a loop
/// that goes one level deeper each time, so that nesting costs no stack.
pub fn py_cmp(a: &Value, b: &Value, op: CmpKind) -> VmResult<Option<Ordering>> {
    if let Some(o) = scalar_cmp(a, b) {
        return Ok(o);
    }
    fresh_depth_check();
    let _mark = DepthMark::new();
    let (mut a, mut b) = (a.clone(), b.clone());
    loop {
        if let Some(o) = scalar_cmp(&a, &b) {
            // Items found in sequences nested to the limit are compared
            // one level deeper, as CPython counts it.
            if DEPTH.with(std::cell::Cell::get) >= MAX_COMPARE_DEPTH {
                return Err(recursion_error());
            }
            return Ok(o);
        }
        let differ = match (&a, &b) {
            (Value::List(x), Value::List(y)) => {
                let (x, y) = (
                    x.try_borrow().map_err(|_| Exc::busy())?,
                    y.try_borrow().map_err(|_| Exc::busy())?,
                );
                super::budget::charge((x.len() + y.len()) as u64)?;
                first_difference(&x, &y)?
            }
            (Value::Tuple(x), Value::Tuple(y)) => first_difference(x, y)?,
            _ => {
                return Err(Exc::type_error(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    op.symbol(),
                    a.type_name(),
                    b.type_name()
                )))
            }
        };
        match differ {
            Ok((x, y)) => (a, b) = (x, y),
            Err(o) => return Ok(Some(o)),
        }
    }
}

/// The ordering of two values that cannot hold others (None: either can).
#[inline]
fn scalar_cmp(a: &Value, b: &Value) -> Option<Option<Ordering>> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(Some(x.cmp(y))),
        (Value::Str(x), Value::Str(y)) => Some(Some(x.as_str().cmp(y.as_str()))),
        _ => match (num(a), num(b)) {
            (Some(x), Some(y)) => Some(num_cmp(&x, &y)),
            _ => None,
        },
    }
}

/// One level of ordering two sequences (deeper, and a unit of fuel): their
/// first items that differ, or the ordering of their lengths when none do.
#[allow(clippy::type_complexity)]
fn first_difference(a: &[Value], b: &[Value]) -> VmResult<Result<(Value, Value), Ordering>> {
    if !deeper() {
        TOO_DEEP.with(|t| t.set(false));
        return Err(recursion_error());
    }
    super::budget::charge(1)?;
    for (x, y) in a.iter().zip(b) {
        if !same_or_eq(x, y) {
            check_depth()?;
            return Ok(Ok((x.clone(), y.clone())));
        }
    }
    check_depth()?;
    Ok(Err(a.len().cmp(&b.len())))
}

/// `a op b` for the six comparison operators.
pub fn compare(op: CmpKind, a: &Value, b: &Value) -> VmResult<bool> {
    // Scalars cannot nest: no depth bookkeeping on the hot path.
    if let (
        Value::Int(_) | Value::Float(_) | Value::Str(_),
        Value::Int(_) | Value::Float(_) | Value::Str(_),
    ) = (a, b)
    {
        return compare_inner(op, a, b);
    }
    fresh_depth_check();
    let r = compare_inner(op, a, b);
    check_depth()?;
    r
}

fn compare_inner(op: CmpKind, a: &Value, b: &Value) -> VmResult<bool> {
    match op {
        CmpKind::Eq => Ok(py_eq(a, b)),
        CmpKind::Ne => Ok(!py_eq(a, b)),
        _ => {
            if let (Value::Set(x), Value::Set(y)) = (a, b) {
                let (x, y) = (
                    x.try_borrow().map_err(|_| Exc::busy())?,
                    y.try_borrow().map_err(|_| Exc::busy())?,
                );
                super::budget::charge((x.len() + y.len()) as u64)?;
                let sub = x.iter().all(|k| y.contains(k));
                let sup = y.iter().all(|k| x.contains(k));
                return Ok(match op {
                    CmpKind::Lt => sub && x.len() < y.len(),
                    CmpKind::Le => sub,
                    CmpKind::Gt => sup && x.len() > y.len(),
                    _ => sup,
                });
            }
            let ord = py_cmp(a, b, op)?;
            Ok(match ord {
                None => false,
                Some(o) => match op {
                    CmpKind::Lt => o == Ordering::Less,
                    CmpKind::Le => o != Ordering::Greater,
                    CmpKind::Gt => o == Ordering::Greater,
                    _ => o != Ordering::Less,
                },
            })
        }
    }
}

/// `item in container`.
/// Substring search (`find_bytes`: `memchr` of a short needle's first
/// byte, then a comparison).
fn str_contains(hay: &str, needle: &str) -> bool {
    super::strmethods::find_bytes(hay.as_bytes(), needle.as_bytes(), 0).is_some()
}

pub fn contains(container: &Value, item: &Value) -> VmResult<bool> {
    fresh_depth_check();
    let r = contains_inner(container, item);
    check_depth()?;
    r
}

fn contains_inner(container: &Value, item: &Value) -> VmResult<bool> {
    match container {
        Value::Str(s) => match item {
            Value::Str(sub) => Ok(str_contains(s.as_str(), sub.as_str())),
            other => Err(Exc::type_error(format!(
                "'in <string>' requires string as left operand, not {}",
                other.type_name()
            ))),
        },
        Value::List(l) => {
            let l = l.try_borrow().map_err(|_| Exc::busy())?;
            super::budget::charge(l.len() as u64)?;
            Ok(l.iter().any(|v| same_or_eq(v, item)))
        }
        Value::Tuple(t) => {
            super::budget::charge(t.len() as u64)?;
            Ok(t.iter().any(|v| same_or_eq(v, item)))
        }
        Value::Dict(d) => {
            check_hashable(item)?;
            Ok(d.try_borrow()
                .map_err(|_| Exc::busy())?
                .contains_key(&HKey(item.clone())))
        }
        Value::Set(s) => {
            check_hashable(item)?;
            Ok(s.try_borrow()
                .map_err(|_| Exc::busy())?
                .contains(&HKey(item.clone())))
        }
        Value::Range(r) => Ok(match item {
            Value::Int(_) | Value::Bool(_) => {
                let i = item.as_index().unwrap_or(0);
                let n = r.len();
                n > 0 && {
                    let off = i as i128 - r.start as i128;
                    off % r.step as i128 == 0 && {
                        let k = off / r.step as i128;
                        k >= 0 && k < n as i128
                    }
                }
            }
            Value::Float(f) => {
                // Only an integral float can be a member; then it is the
                // int it equals.
                if f.fract() == 0.0
                    && *f >= -9.223_372_036_854_776e18
                    && *f < 9.223_372_036_854_776e18
                {
                    return contains_inner(container, &Value::Int(*f as i64));
                }
                false
            }
            _ => false,
        }),
        Value::View(v) => match v.kind {
            super::ViewKind::Keys => contains(&Value::Dict(v.dict.clone()), item),
            _ => Ok(v.items()?.iter().any(|x| py_eq(x, item))),
        },
        other => Err(Exc::type_error(format!(
            "argument of type '{}' is not iterable",
            other.type_name()
        ))),
    }
}

/// `a is b`: identity for containers, value identity for immutable
/// scalars (lackpy has no `id()`, so no program can tell the difference).
pub fn is(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) | (Value::Ellipsis, Value::Ellipsis) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Str(x), Value::Str(y)) => PyStr::ptr_eq(x, y) || x.as_str() == y.as_str(),
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Tuple(x), Value::Tuple(y)) => {
            TupleObj::ptr_eq(x, y) || (x.is_empty() && y.is_empty())
        }
        (Value::Dict(x), Value::Dict(y)) => Rc::ptr_eq(x, y),
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        (Value::Type(x), Value::Type(y)) => x == y,
        (Value::Builtin(x), Value::Builtin(y)) => x == y,
        (Value::Range(x), Value::Range(y)) => Rc::ptr_eq(x, y),
        (Value::Big(x), Value::Big(y)) => Rc::ptr_eq(x, y) || x == y,
        (Value::View(x), Value::View(y)) => Rc::ptr_eq(x, y),
        (Value::Method(x), Value::Method(y)) => Rc::ptr_eq(x, y),
        (Value::Lambda(x), Value::Lambda(y)) => Rc::ptr_eq(x, y),
        (Value::Slice(x), Value::Slice(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::str_contains;

    #[test]
    fn a_product_made_in_pieces_is_the_product() {
        use num_bigint::BigInt;
        let x: BigInt = "123456789012345678901234567890123456789012345678901234567890123"
            .parse()
            .unwrap_or_default();
        let y: BigInt = "-98765432109876543210987654321098765432109876543210987"
            .parse()
            .unwrap_or_default();
        let big = &x * &x * &x;
        for (a, b) in [(&x, &y), (&y, &x), (&big, &y), (&y, &y), (&big, &big)] {
            for piece in [1, 2, 3, 5] {
                assert_eq!(super::product(a, b, piece).ok(), Some(a * b), "{a} * {b}");
            }
        }
    }

    proptest::proptest! {
        // The wasm32 build divides a big int by a word this way (natively
        // it is num-bigint's division); both floor as Python floors.
        #[test]
        fn a_big_int_floored_by_a_word_as_by_num_bigint(
            words in proptest::collection::vec(proptest::prelude::any::<u32>(), 0..12),
            negative_a: bool,
            y in proptest::prop_oneof![-12i64..12, -(1i64 << 32) + 1..1i64 << 32],
        ) {
            use num_bigint::{BigInt, BigUint, Sign};
            use num_integer::Integer;
            proptest::prop_assume!(y != 0);
            let sign = if negative_a { Sign::Minus } else { Sign::Plus };
            let a = BigInt::from_biguint(sign, BigUint::new(words));
            let d = u32::try_from(y.unsigned_abs()).unwrap_or(1);
            let b = BigInt::from(y);
            for (op, want) in [
                (super::BinOpKind::FloorDiv, a.div_floor(&b)),
                (super::BinOpKind::Mod, a.mod_floor(&b)),
            ] {
                let got = super::floor_by_word(op, &a, y < 0, d);
                proptest::prop_assert!(
                    super::py_eq(&super::Value::from_big(want.clone()), &got),
                    "{a} {op:?} {y}: {want} against {got:?}"
                );
            }
        }
    }

    #[test]
    fn short_substrings_are_found_as_the_standard_search_finds_them() {
        let hays = [
            "",
            "a",
            "abc",
            "  Line 7 has some Words and TODO items 3  ",
            "ééaé",
            "aaab",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab",
            "xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyq",
        ];
        let needles = [
            "",
            "a",
            "b",
            "c",
            "ab",
            "abc",
            "abcd",
            "todo",
            "TODO",
            "é",
            "aé",
            "aab",
            "items 3  ",
            "aaaaaaaaaaaaaaab",
            "aaaaaaaaaaaaaaaaaaaaab",
            "aaaaaaaaaaaaaaaaaaaaac",
            "xyzxyzxyzxyzxyzxyzxyq",
            "yzxyzxyzxyzxyzxyzxyzxyz",
            "  Line 7 has some Words and TODO items 3  ",
        ];
        for h in hays {
            for n in needles {
                assert_eq!(str_contains(h, n), h.contains(n), "{n:?} in {h:?}");
            }
        }
    }
}

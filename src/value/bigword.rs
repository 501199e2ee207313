//! A big int divided by one 32-bit word, and a big int's decimal digits,
//! for wasm32.
//!
//! num-bigint's digit is a machine word: 64 bits natively, where a two-digit
//! number is divided by a digit with the processor's `div`, and 32 bits on
//! wasm32, which has no such instruction: there each digit is divided in two
//! 16-bit halves (two divisions and two remainders a digit), and `x // 10`
//! ran about 4x slower than natively. Here a divisor is made ready once (a
//! reciprocal), and the number is divided 64 bits a step, each step two
//! multiplications and a correction (Möller and Granlund, "Improved division
//! by invariant integers", IEEE Transactions on Computers 60(2), 2011: their
//! `div_2by1`). A step waits for the remainder of the step before, so fewer
//! and wider steps are what make it fast; the 64-bit products are made from
//! 32-bit ones, which wasm multiplies in one instruction. `str` of a big int
//! uses the same steps for its last digits (see [`decimal`]).

use num_bigint::BigUint;

/// Whether `big // word`, `big % word` and `str(big)` go through here
/// rather than num-bigint: where num-bigint's digit is 32 bits. (Natively
/// num-bigint's are faster: a run that divides a 13,600-bit int by 10
/// 4,000 times took 14.6 M instructions in all with num-bigint's division
/// and 98 M with this one, under callgrind.)
pub const IN_USE: bool = cfg!(target_pointer_width = "32");

/// A nonzero divisor shifted so that its top bit (of 64) is set, with its
/// reciprocal `floor((2^128 - 1) / d) - 2^64`.
#[derive(Clone, Copy)]
struct Divisor {
    d: u64,
    shift: u32,
    v: u64,
}

/// The 128-bit product of two 64-bit words, high and low, from four
/// 32-bit products.
#[inline(always)]
fn mul_wide(a: u64, b: u64) -> (u64, u64) {
    const LOW: u64 = u32::MAX as u64;
    let (a0, a1, b0, b1) = (a & LOW, a >> 32, b & LOW, b >> 32);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let mid = (p00 >> 32) + (p01 & LOW) + (p10 & LOW);
    let low = (mid << 32) | (p00 & LOW);
    let high = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    (high, low)
}

impl Divisor {
    fn new(d: u64) -> Divisor {
        debug_assert!(d != 0);
        let shift = d.leading_zeros();
        let d = d << shift;
        // d >= 2^63, so the quotient is in [2^64, 2^65): v fits a word.
        let v = (u128::MAX / u128::from(d) - (1 << 64)) as u64;
        Divisor { d, shift, v }
    }

    /// `(u1 * 2^64 + u0) / d` and its remainder, for `u1 < d`.
    #[inline(always)]
    fn div_2by1(self, u1: u64, u0: u64) -> (u64, u64) {
        let (p1, p0) = mul_wide(self.v, u1);
        let (q0, carry) = p0.overflowing_add(u0);
        let q1 = p1
            .wrapping_add(u1)
            .wrapping_add(u64::from(carry))
            .wrapping_add(1);
        let r = u0.wrapping_sub(q1.wrapping_mul(self.d));
        // The estimate is one too large about half the time: a mask, not a
        // branch the processor would guess wrong as often.
        let over = 0u64.wrapping_sub(u64::from(r > q0));
        let mut q1 = q1.wrapping_add(over);
        let mut r = r.wrapping_add(self.d & over);
        if r >= self.d {
            q1 += 1;
            r -= self.d;
        }
        (q1, r)
    }

    /// Divides `words` (little-endian 32-bit words, an even count, already
    /// shifted as the divisor is) in place, a pair at a time from the top:
    /// the shifted remainder.
    fn divide_pairs(self, words: &mut [u32]) -> u64 {
        let mut r = 0u64;
        for pair in words.chunks_exact_mut(2).rev() {
            let (q, rest) = self.div_2by1(r, u64::from(pair[0]) | u64::from(pair[1]) << 32);
            pair[0] = q as u32;
            pair[1] = (q >> 32) as u32;
            r = rest;
        }
        r
    }
}

/// Divides `n` by `d`: the quotient's 32-bit digits, little-endian (with
/// zeros on top), and the remainder.
fn divide(n: &BigUint, d: u32) -> (Vec<u32>, u32) {
    let dv = Divisor::new(u64::from(d));
    // `n` shifted left as the divisor is (by 32 + s bits): a zero word, the
    // digits shifted by s, the bits shifted out, and a zero word to make
    // the count even; then divided a pair of words at a time from the top,
    // each pair's quotient written in its place.
    let s = dv.shift - 32;
    let mut words = Vec::with_capacity(n.iter_u32_digits().len() + 3);
    words.push(0u32);
    let mut carry = 0u32;
    for w in n.iter_u32_digits() {
        let wide = u64::from(w) << s;
        words.push(wide as u32 | carry);
        carry = (wide >> 32) as u32;
    }
    words.push(carry);
    if words.len() % 2 == 1 {
        words.push(0);
    }
    let r = dv.divide_pairs(&mut words);
    // The remainder was shifted as the divisor was; it is below d < 2^32.
    (words, (r >> dv.shift) as u32)
}

/// `n // d` and `n % d` for a nonzero `d`.
pub fn div_rem(n: &BigUint, d: u32) -> (BigUint, u32) {
    let (q, r) = divide(n, d);
    (BigUint::new(q), r)
}

/// `n % d` for a nonzero `d`.
pub fn rem(n: &BigUint, d: u32) -> u32 {
    divide(n, d).1
}

/// 10^19: the most decimal digits a 64-bit word holds, and a divisor
/// whose top bit is set already (no shifting).
const TEN_19: u64 = 10_000_000_000_000_000_000;

/// Numbers of at most this many 32-bit words are written out by repeated
/// division by 10^19; larger ones are first split by a power of ten.
const LEAF_WORDS: usize = 16;

/// 10^(19 * 2^k) for k = 0 to 8, made once: enough to split any int `str`
/// converts (at most 4300 digits, 14,290 bits; the last is over 16,000).
fn powers() -> &'static [BigUint] {
    static POWERS: std::sync::OnceLock<Vec<BigUint>> = std::sync::OnceLock::new();
    POWERS.get_or_init(|| {
        let mut p = vec![BigUint::from(TEN_19)];
        for k in 1..9 {
            let square = &p[k - 1] * &p[k - 1];
            p.push(square);
        }
        p
    })
}

/// `n`'s decimal digits. Split in halves by powers of ten (num-bigint's
/// division, whose work is multiplication) down to numbers of a few words,
/// written out 19 digits at a time by [`Divisor`]: what num-bigint's own
/// `to_string` does, but with wasm32's slow division and its powers of
/// ten remade at each call taken out.
pub fn decimal(n: &BigUint) -> String {
    let powers = powers();
    let Some(level) = (0..powers.len()).find(|&k| n < &powers[k]) else {
        // Over 16,000 bits: not a size `str` converts; num-bigint's own.
        return n.to_string();
    };
    // Base-10^19 chunks, little-endian, 2^level of them (zeros on top).
    let mut chunks = Vec::with_capacity(1 << level);
    split(n, level, powers, &mut chunks);
    while chunks.len() > 1 && chunks.last() == Some(&0) {
        chunks.pop();
    }
    let mut out = Vec::with_capacity(chunks.len() * 19);
    let mut rest = chunks.iter().rev();
    if let Some(&top) = rest.next() {
        let mut first = [0u8; 19];
        put_19(top, &mut first);
        let zeros = first.iter().take(18).take_while(|&&b| b == b'0').count();
        out.extend_from_slice(&first[zeros..]);
    }
    for &c in rest {
        let mut digits = [0u8; 19];
        put_19(c, &mut digits);
        out.extend_from_slice(&digits);
    }
    // ASCII digits only.
    String::from_utf8(out).unwrap_or_default()
}

/// Appends exactly 2^level base-10^19 chunks of `n` (below 10^(19 * 2^level)).
fn split(n: &BigUint, level: usize, powers: &[BigUint], chunks: &mut Vec<u64>) {
    let want = chunks.len() + (1 << level);
    if level == 0 || n.iter_u32_digits().len() <= LEAF_WORDS {
        let mut words: Vec<u32> = n.iter_u32_digits().collect();
        if words.len() % 2 == 1 {
            words.push(0);
        }
        let ten_19 = Divisor::new(TEN_19);
        while !words.is_empty() {
            chunks.push(ten_19.divide_pairs(&mut words));
            while words.len() >= 2 && words[words.len() - 2..] == [0, 0] {
                words.truncate(words.len() - 2);
            }
        }
        chunks.resize(want, 0);
        return;
    }
    let (high, low) = num_integer::Integer::div_rem(n, &powers[level - 1]);
    split(&low, level - 1, powers, chunks);
    split(&high, level - 1, powers, chunks);
}

/// The 19 decimal digits of `c < 10^19`, zeros in front: three pieces that
/// fit 32 bits (two 64-bit divisions), then 32-bit steps.
fn put_19(c: u64, out: &mut [u8; 19]) {
    let (high, low) = (c / 10_000_000_000, c % 10_000_000_000);
    let (mid, low) = ((low / 100_000) as u32, (low % 100_000) as u32);
    for (piece, range) in [(high as u32, 0..9), (mid, 9..14), (low, 14..19)] {
        let mut piece = piece;
        for b in out[range].iter_mut().rev() {
            *b = b'0' + (piece % 10) as u8;
            piece /= 10;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn big(words: &[u32]) -> BigUint {
        BigUint::new(words.to_vec())
    }

    #[test]
    fn each_two_word_division_agrees_with_u128_division() {
        let divisors: [u64; 11] = [
            1,
            2,
            3,
            7,
            10,
            65_537,
            1_000_000_000,
            1 << 31,
            u64::from(u32::MAX),
            TEN_19,
            u64::MAX,
        ];
        for d in divisors {
            let dv = Divisor::new(d);
            let d = u128::from(d);
            let tops = [0, 1, d / 2, d - 1];
            let lows = [0, 12_345, u128::from(u64::MAX)];
            for (u1, u0) in tops
                .into_iter()
                .filter(|&t| t < d)
                .flat_map(|t| lows.map(|l| (t, l)))
            {
                // A number below d * 2^64, shifted as the divisor is (as
                // `divide` gives it), fits 128 bits.
                let n = u1 << 64 | u0;
                let wide = n << dv.shift;
                let (q, r) = dv.div_2by1((wide >> 64) as u64, wide as u64);
                assert_eq!(u128::from(q), n / d, "{n} / {d}");
                assert_eq!(u128::from(r >> dv.shift), n % d, "{n} % {d}");
            }
        }
    }

    #[test]
    fn wide_products_agree_with_u128() {
        let xs = [
            0,
            1,
            u64::from(u32::MAX),
            1 << 32,
            u64::MAX,
            0x1234_5678_9abc_def0,
        ];
        for a in xs {
            for b in xs {
                let p = u128::from(a) * u128::from(b);
                assert_eq!(mul_wide(a, b), ((p >> 64) as u64, p as u64), "{a} * {b}");
            }
        }
    }

    #[test]
    fn zero_and_a_one_word_number() {
        assert_eq!(div_rem(&BigUint::default(), 3), (BigUint::default(), 0));
        assert_eq!(rem(&BigUint::default(), 3), 0);
        assert_eq!(div_rem(&big(&[10]), 3), (big(&[3]), 1));
    }

    #[test]
    fn decimal_digits_at_the_edges_of_chunks_and_leaves() {
        let ten = BigUint::from(10u32);
        for e in [0, 1, 18, 19, 20, 37, 38, 39, 150, 160, 304, 1000, 4299] {
            let p = ten.pow(e);
            for n in [p.clone(), &p - 1u32, &p + 1u32, &p * 7u32] {
                if n.bits() > 0 {
                    assert_eq!(decimal(&n), n.to_string());
                }
            }
        }
        assert_eq!(decimal(&BigUint::default()), "0");
    }

    proptest! {
        #[test]
        fn decimal_digits_agree_with_num_bigint(
            words in proptest::collection::vec(any::<u32>(), 0..450),
        ) {
            let n = big(&words);
            prop_assert_eq!(decimal(&n), n.to_string());
        }

        #[test]
        fn division_by_a_word_agrees_with_num_bigint(
            words in proptest::collection::vec(any::<u32>(), 0..40),
            d in prop_oneof![1u32..20, any::<u32>().prop_filter("nonzero", |d| *d != 0)],
        ) {
            let n = big(&words);
            let (q, r) = div_rem(&n, d);
            prop_assert_eq!(&q, &(&n / d));
            prop_assert_eq!(r, (&n % d).try_into().unwrap_or(u32::MAX));
            prop_assert_eq!(rem(&n, d), r);
        }
    }
}

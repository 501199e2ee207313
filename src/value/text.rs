//! Python strings: indexed by code point, O(1) when the text is ASCII.
//!
//! A [`PyStr`] is one heap block: a header (the reference count, the byte
//! length and the code-point count) followed by the UTF-8 bytes. The handle
//! is a single pointer, so `Value` stays 16 bytes, and making a str costs
//! one allocation (an `Rc<String>`-like pair would cost two: the `Rc` box
//! and the `String`'s buffer). The count is not atomic: like `Rc`, a
//! `PyStr` is neither `Send` nor `Sync` (the `NonNull` field sees to it).
//! Measured when it landed (benches/README.md, "Round 5: one block per
//! str and tuple", callgrind): with the tuple block, str_methods 453.0 →
//! 407.8 M instructions, and the allocator's share of it 106.7 → 54.1 M.

use std::alloc::{self, Layout};
use std::cell::Cell;
use std::marker::PhantomData;
use std::ptr::NonNull;

/// What precedes the bytes in a str's block.
#[repr(C)]
struct Head {
    count: Cell<usize>,
    len: usize,
    chars: usize,
    /// The str's hash as dict keys and set members use it, once computed
    /// (`value::hash`); 0 until then. A str is immutable, so the first
    /// computation holds for its life: a dict probed a million times with
    /// the same key str hashes its text once, as CPython's str does.
    hash: Cell<u64>,
}

/// Where the bytes start in a block (the header's size: 32 bytes, a
/// multiple of its alignment, so the bytes need no padding).
const BYTES_AT: usize = std::mem::size_of::<Head>();

/// The layout of a block holding `len` bytes, or `None` when the size
/// would overflow `isize` (only for lengths no str in memory can have).
fn block_layout(len: usize) -> Option<Layout> {
    let size = BYTES_AT.checked_add(len)?;
    Layout::from_size_align(size, std::mem::align_of::<Head>()).ok()
}

/// The layout of a block of `len` bytes; a length whose block would not
/// fit in `isize` panics (as `Vec` does on capacity overflow): every
/// caller holds, or has checked against the sequence limit, a text of that
/// length, which already rules it out.
fn layout_or_panic(len: usize) -> Layout {
    match block_layout(len) {
        Some(l) => l,
        None => panic!("str capacity overflow"),
    }
}

/// One more handle to a block (a str's or a tuple's). As `Rc` does, a
/// count that would overflow aborts: it cannot be reached without leaking
/// handles.
#[inline]
pub(super) fn retain(count: &Cell<usize>) {
    match count.get().checked_add(1) {
        Some(n) => count.set(n),
        None => std::process::abort(),
    }
}

/// One handle fewer to a block; whether it was the last (then the block
/// is the caller's to free, out of line).
#[inline]
pub(super) fn release(count: &Cell<usize>) -> bool {
    let n = count.get() - 1;
    count.set(n);
    n == 0
}

/// A fresh block of `layout` with `head` written at its start and the
/// rest uninitialised: the one allocation of a str's and a tuple's block.
/// `layout` must begin with room for an `H`, aligned for it (a header
/// followed by its tail, as both block layouts are made).
pub(super) fn alloc_headed<H>(layout: Layout, head: H) -> NonNull<H> {
    debug_assert!(layout.size() >= std::mem::size_of::<H>());
    debug_assert!(layout.align() >= std::mem::align_of::<H>());
    // SAFETY: `layout` has a non-zero size (it holds a header, and both
    // headers are 16 bytes or more).
    let p = unsafe { alloc::alloc(layout) } as *mut H;
    let Some(p) = NonNull::new(p) else {
        alloc::handle_alloc_error(layout)
    };
    // SAFETY: `p` is a fresh block of at least `size_of::<H>()` bytes,
    // aligned for `H` (the caller's layout says so).
    unsafe { p.as_ptr().write(head) };
    p
}

/// A fresh block for `len` bytes, its header written (count 1) and its
/// bytes uninitialised.
fn alloc_block(len: usize, chars: usize) -> NonNull<Head> {
    let head = Head {
        count: Cell::new(1),
        len,
        chars,
        hash: Cell::new(0),
    };
    alloc_headed(layout_or_panic(len), head)
}

/// Copies the bytes of `src` to `dst`. Up to 16 bytes (a word, a key, a
/// number's digits: most strs) are copied inline in at most two loads and
/// two stores; `copy_nonoverlapping` of a length not known when compiling
/// calls `memcpy`, whose call and size dispatch cost more than such a copy.
///
/// # Safety
///
/// `dst` must be valid for writes of `src.len()` bytes and must not
/// overlap `src`.
#[inline(always)]
unsafe fn copy_bytes(src: &[u8], dst: *mut u8) {
    let (n, s) = (src.len(), src.as_ptr());
    // SAFETY (every branch): the reads stay within `src` (each starts at
    // or after 0 and ends at or before `n`), the writes within the first
    // `n` bytes of `dst` (the caller's promise); two overlapping halves
    // write the same bytes twice, which is harmless as `dst` and `src` do
    // not overlap. Unaligned reads and writes need no alignment.
    unsafe {
        if (8..=16).contains(&n) {
            let (a, b) = (
                s.cast::<u64>().read_unaligned(),
                s.add(n - 8).cast::<u64>().read_unaligned(),
            );
            dst.cast::<u64>().write_unaligned(a);
            dst.add(n - 8).cast::<u64>().write_unaligned(b);
        } else if (4..8).contains(&n) {
            let (a, b) = (
                s.cast::<u32>().read_unaligned(),
                s.add(n - 4).cast::<u32>().read_unaligned(),
            );
            dst.cast::<u32>().write_unaligned(a);
            dst.add(n - 4).cast::<u32>().write_unaligned(b);
        } else if (1..4).contains(&n) {
            // The first, the middle and the last byte: all of 1 to 3.
            *dst = *s;
            *dst.add(n / 2) = *s.add(n / 2);
            *dst.add(n - 1) = *s.add(n - 1);
        } else if n > 16 {
            std::ptr::copy_nonoverlapping(s, dst, n);
        }
    }
}

fn count_chars(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// An immutable Python string (see the module docs). `ascii` and the char
/// count are computed once so that `len(s)` and `s[i]` are O(1) for ASCII
/// text. Cloning shares the block (a count increment).
pub struct PyStr {
    ptr: NonNull<Head>,
    _owns: PhantomData<Head>,
}

impl PyStr {
    /// A str holding a copy of `s`.
    pub fn copy(s: &str) -> PyStr {
        PyStr::copy_counted(s, count_chars(s))
    }

    /// A str holding a copy of `s`, already known to be ASCII (a part of an
    /// ASCII string, an ASCII string's case mapping): no scan to count its
    /// code points.
    #[inline]
    pub fn copy_ascii(s: &str) -> PyStr {
        debug_assert!(s.is_ascii());
        PyStr::copy_counted(s, s.len())
    }

    /// A str holding a copy of `b` when it is ASCII (digits written into a
    /// buffer), without the UTF-8 validation `str::from_utf8` would make
    /// first: ASCII is UTF-8, and its code points are its bytes.
    pub fn copy_ascii_bytes(b: &[u8]) -> Option<PyStr> {
        if !b.is_ascii() {
            return None;
        }
        // SAFETY: ASCII bytes are valid UTF-8 (checked just above).
        let s = unsafe { std::str::from_utf8_unchecked(b) };
        Some(PyStr::copy_counted(s, s.len()))
    }

    #[inline]
    fn copy_counted(s: &str, chars: usize) -> PyStr {
        let p = alloc_block(s.len(), chars);
        // SAFETY: the block has `s.len()` bytes after the header, and a
        // fresh block does not overlap `s`.
        unsafe { copy_bytes(s.as_bytes(), (p.as_ptr() as *mut u8).add(BYTES_AT)) };
        PyStr {
            ptr: p,
            _owns: PhantomData,
        }
    }

    /// A str holding a copy of `s` changed in place by `f` (a case
    /// mapping of ASCII text): one block, no intermediate `String`. Safe
    /// code cannot make a `&mut str` invalid UTF-8; the code points are
    /// counted afterwards.
    pub fn copy_mapped(s: &str, f: impl FnOnce(&mut str)) -> PyStr {
        let out = PyStr::copy_counted(s, 0);
        // SAFETY: `out` is the only handle to its fresh block; its `len`
        // bytes are initialised UTF-8 (copied from `s`), and the `&mut str`
        // ends before the header is written and the handle is returned.
        unsafe {
            let bytes = (out.ptr.as_ptr() as *mut u8).add(BYTES_AT);
            let text =
                std::str::from_utf8_unchecked_mut(std::slice::from_raw_parts_mut(bytes, s.len()));
            f(text);
            let chars = count_chars(text);
            (*out.ptr.as_ptr()).chars = chars;
        }
        out
    }

    /// A str made from `s` (its bytes are copied into the block).
    pub fn new(s: String) -> PyStr {
        PyStr::copy(&s)
    }

    /// A str from text already known to be ASCII.
    pub fn ascii(s: String) -> PyStr {
        PyStr::copy_ascii(&s)
    }

    fn head(&self) -> &Head {
        // SAFETY: `ptr` points to a live block (this handle holds a count).
        unsafe { self.ptr.as_ref() }
    }

    pub fn as_str(&self) -> &str {
        let len = self.head().len;
        // SAFETY: the block holds `len` initialised bytes after the header,
        // copied from a `str` (or written by `StrBuf` from `str`s), so they
        // are UTF-8; they live as long as this handle.
        unsafe {
            let bytes = (self.ptr.as_ptr() as *const u8).add(BYTES_AT);
            std::str::from_utf8_unchecked(std::slice::from_raw_parts(bytes, len))
        }
    }

    /// The cell holding the str's hash once computed (0 before): for
    /// `value::hash`, which alone decides what the hash is.
    pub(super) fn hash_cell(&self) -> &Cell<u64> {
        &self.head().hash
    }

    /// Whether two handles share one block (Python's `is`).
    pub fn ptr_eq(a: &PyStr, b: &PyStr) -> bool {
        a.ptr == b.ptr
    }

    pub fn is_ascii(&self) -> bool {
        let h = self.head();
        h.chars == h.len
    }

    /// Length in code points, as `len()` counts.
    pub fn char_len(&self) -> usize {
        self.head().chars
    }

    pub fn chars(&self) -> std::str::Chars<'_> {
        self.as_str().chars()
    }

    /// The code point at index `i` (already bounds-checked, non-negative).
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.is_ascii() {
            self.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.as_str().chars().nth(i)
        }
    }

    /// Byte offset of code point `i` (clamped to the end).
    pub fn byte_offset(&self, i: usize) -> usize {
        let s = self.as_str();
        if self.is_ascii() {
            i.min(s.len())
        } else {
            s.char_indices().nth(i).map_or(s.len(), |(b, _)| b)
        }
    }

    #[cfg(test)]
    fn count(&self) -> usize {
        self.head().count.get()
    }
}

impl Clone for PyStr {
    #[inline]
    fn clone(&self) -> PyStr {
        retain(&self.head().count);
        PyStr {
            ptr: self.ptr,
            _owns: PhantomData,
        }
    }
}

impl PyStr {
    /// Frees the block of the last handle (out of line, as `Rc`'s
    /// `drop_slow`: every drop of a `Value` inlines only the decrement).
    #[inline(never)]
    fn free(&mut self) {
        let layout = layout_or_panic(self.head().len);
        // SAFETY: called once, by the drop of the last handle; the block
        // was allocated with this very layout (the same length), and
        // nothing in it needs dropping.
        unsafe { alloc::dealloc(self.ptr.as_ptr() as *mut u8, layout) };
    }
}

impl Drop for PyStr {
    #[inline]
    fn drop(&mut self) {
        if release(&self.head().count) {
            self.free();
        }
    }
}

impl std::ops::Deref for PyStr {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Debug for PyStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for PyStr {
    fn eq(&self, other: &PyStr) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for PyStr {}

impl PartialOrd for PyStr {
    fn partial_cmp(&self, other: &PyStr) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for PyStr {
    fn cmp(&self, other: &PyStr) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

/// As the derived hash of the former `{ s: String, chars: usize }` did:
/// the text, then the code-point count. (Dicts and sets hash a str through
/// `value::hash`, which hashes `as_str()` alone.)
impl std::hash::Hash for PyStr {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h);
        self.char_len().hash(h);
    }
}

/// A str built piece by piece in its own block (no `String` to copy
/// afterwards): sized with the expected length, grown by `realloc` when
/// more is pushed, shrunk to its length by [`StrBuf::finish`].
pub struct StrBuf {
    ptr: NonNull<Head>,
    len: usize,
    cap: usize,
    /// The code points pushed so far, when every piece said its count
    /// (`push_py`, `push_ascii`); `None` once a piece did not: then
    /// `finish` counts them.
    chars: Option<usize>,
}

impl StrBuf {
    pub fn with_capacity(cap: usize) -> StrBuf {
        StrBuf {
            ptr: alloc_block(cap, 0),
            len: 0,
            cap,
            chars: Some(0),
        }
    }

    /// Resizes the block to hold `cap` bytes (at least `len`).
    fn resize(&mut self, cap: usize) {
        debug_assert!(cap >= self.len);
        let old = layout_or_panic(self.cap);
        let new = layout_or_panic(cap);
        // SAFETY: the block was allocated with `old` (the current
        // capacity); `new` has the same alignment and a non-zero size.
        let p = unsafe { alloc::realloc(self.ptr.as_ptr() as *mut u8, old, new.size()) };
        let Some(p) = NonNull::new(p as *mut Head) else {
            alloc::handle_alloc_error(new)
        };
        self.ptr = p;
        self.cap = cap;
    }

    pub fn push_str(&mut self, s: &str) {
        self.chars = None;
        self.push_bytes(s);
    }

    /// Pushes a str whose code points are already counted.
    pub fn push_py(&mut self, s: &PyStr) {
        self.chars = self.chars.map(|c| c + s.char_len());
        self.push_bytes(s);
    }

    /// Pushes text known to be ASCII (a piece of an ASCII str).
    pub fn push_ascii(&mut self, s: &str) {
        debug_assert!(s.is_ascii());
        self.chars = self.chars.map(|c| c + s.len());
        self.push_bytes(s);
    }

    /// Inline: most builders are made with their final size, so a push is
    /// a test and a short copy (out of line, the call cost as much).
    #[inline]
    fn push_bytes(&mut self, s: &str) {
        let need = match self.len.checked_add(s.len()) {
            Some(n) => n,
            None => panic!("str capacity overflow"),
        };
        if need > self.cap {
            self.grow(need);
        }
        // SAFETY: the block has room for `cap >= len + s.len()` bytes after
        // the header; `s` is not in this block (nothing outside can
        // borrow it before `finish`).
        unsafe {
            copy_bytes(
                s.as_bytes(),
                (self.ptr.as_ptr() as *mut u8).add(BYTES_AT + self.len),
            )
        };
        self.len = need;
    }

    /// Room for at least `need` bytes: twice the capacity, or `need`.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, need: usize) {
        self.resize(need.max(self.cap.saturating_mul(2)));
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The finished str (shrunk to its length first when bigger).
    pub fn finish(mut self) -> PyStr {
        if self.cap != self.len {
            self.resize(self.len);
        }
        let p = self.ptr;
        let len = self.len;
        let known = self.chars;
        std::mem::forget(self);
        // SAFETY: the block is live, exactly `len` bytes long after the
        // header (resized above), and those bytes were each copied from a
        // `str`, so together they are UTF-8; nothing else refers to it.
        unsafe {
            let bytes = std::slice::from_raw_parts((p.as_ptr() as *const u8).add(BYTES_AT), len);
            let chars = match known {
                Some(c) => c,
                None => count_chars(std::str::from_utf8_unchecked(bytes)),
            };
            let h = p.as_ptr();
            (*h).len = len;
            (*h).chars = chars;
        }
        PyStr {
            ptr: p,
            _owns: PhantomData,
        }
    }
}

impl Drop for StrBuf {
    fn drop(&mut self) {
        // SAFETY: the block was allocated with the layout of `cap` bytes.
        unsafe { alloc::dealloc(self.ptr.as_ptr() as *mut u8, layout_or_panic(self.cap)) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_ascii_and_non_ascii_strs_keep_their_text_and_counts() {
        let e = PyStr::copy("");
        assert_eq!(
            (e.as_str(), e.len(), e.char_len(), e.is_ascii()),
            ("", 0, 0, true)
        );
        let a = PyStr::new("hello world".to_string());
        assert_eq!(
            (a.char_len(), a.is_ascii(), a.char_at(4)),
            (11, true, Some('o'))
        );
        let u = PyStr::copy("żółw ∑ 🐢");
        assert_eq!(
            (u.len(), u.char_len(), u.is_ascii()),
            ("żółw ∑ 🐢".len(), 8, false)
        );
        assert_eq!(
            (u.char_at(1), u.char_at(7), u.char_at(8)),
            (Some('ó'), Some('🐢'), None)
        );
        assert_eq!(u.byte_offset(2), "żó".len());
        assert_eq!(u.byte_offset(99), u.len());
        assert_eq!(PyStr::ascii("abc".to_string()).as_str(), "abc");
        assert_eq!(PyStr::copy_ascii("xyz").char_len(), 3);
        let digits = PyStr::copy_ascii_bytes(b"-9223372036854775808");
        assert_eq!(
            digits.map(|d| (d.as_str().to_string(), d.char_len())),
            Some(("-9223372036854775808".to_string(), 20))
        );
        assert!(PyStr::copy_ascii_bytes("12é".as_bytes()).is_none());
        assert!(PyStr::copy_ascii_bytes(&[0xff]).is_none());
    }

    #[test]
    fn clones_share_one_block_and_the_last_drop_frees_it() {
        let a = PyStr::copy("shared");
        let b = a.clone();
        let c = b.clone();
        assert!(PyStr::ptr_eq(&a, &c));
        assert_eq!(a.count(), 3);
        drop(b);
        assert_eq!(a.count(), 2);
        drop(a);
        assert_eq!((c.count(), c.as_str()), (1, "shared"));
        let d = PyStr::copy("shared");
        assert!(!PyStr::ptr_eq(&c, &d));
        assert_eq!(c, d);
    }

    #[test]
    fn order_and_hash_follow_the_text() {
        use std::hash::{BuildHasher, RandomState};
        let (a, b) = (PyStr::copy("apple"), PyStr::copy("apricot"));
        assert!(a < b);
        assert_eq!(a.cmp(&a.clone()), std::cmp::Ordering::Equal);
        let rs = RandomState::new();
        let old = |s: &str| rs.hash_one((s.to_string(), s.chars().count()));
        assert_eq!(rs.hash_one(&a), old("apple"));
        assert_eq!(rs.hash_one(PyStr::copy("ü")), old("ü"));
        assert_eq!(format!("{:?}", PyStr::copy("a\"b")), "\"a\\\"b\"");
    }

    #[test]
    fn a_large_str_is_one_block_of_its_length() {
        // Under Miri (`scripts/miri`) a size it reads through in seconds.
        let n = if cfg!(miri) { 3_000 } else { 300_000 };
        let big = "xé".repeat(n);
        let s = PyStr::copy(&big);
        assert_eq!((s.len(), s.char_len(), &s[..3]), (big.len(), 2 * n, "xé"));
        assert!(block_layout(usize::MAX - 8).is_none());
        assert!(block_layout(isize::MAX as usize).is_none());
    }

    #[test]
    fn a_builder_grows_shrinks_and_counts_code_points() {
        let mut b = StrBuf::with_capacity(2);
        assert!(b.is_empty());
        for piece in ["ab", "ç", "", "defgh", "∑"] {
            b.push_str(piece);
        }
        assert_eq!(b.len(), "abçdefgh∑".len());
        let s = b.finish();
        assert_eq!(
            (s.as_str(), s.char_len(), s.is_ascii()),
            ("abçdefgh∑", 9, false)
        );
        let exact = {
            let mut b = StrBuf::with_capacity(3);
            b.push_str("abc");
            b.finish()
        };
        assert_eq!((exact.as_str(), exact.is_ascii()), ("abc", true));
        assert_eq!(StrBuf::with_capacity(16).finish().as_str(), "");
        // Counted pieces (strs, ASCII text) keep the count without a scan;
        // one uncounted piece makes `finish` count.
        let mut b = StrBuf::with_capacity(1);
        b.push_py(&PyStr::copy("żó"));
        b.push_ascii("ab");
        b.push_py(&PyStr::copy("🐢"));
        let s = b.finish();
        assert_eq!((s.as_str(), s.char_len()), ("żóab🐢", 5));
        let mut b = StrBuf::with_capacity(8);
        b.push_py(&PyStr::copy("x"));
        b.push_str("∑é");
        assert_eq!(b.finish().char_len(), 3);
        drop(StrBuf::with_capacity(8)); // unfinished: freed with its capacity
    }

    #[test]
    fn copies_of_every_short_length_keep_their_bytes() {
        // Each length of the inline copies (0 to 16) and past them.
        let text = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ";
        for n in 0..=text.len() {
            assert_eq!(PyStr::copy(&text[..n]).as_str(), &text[..n]);
            let mut b = StrBuf::with_capacity(1);
            b.push_str(&text[..n]);
            b.push_ascii(&text[n..]);
            b.push_str(&text[..n]);
            assert_eq!(b.finish().as_str(), format!("{text}{}", &text[..n]));
        }
    }

    #[test]
    fn a_mapped_copy_changes_only_its_own_block() {
        let src = PyStr::copy("Hello, World");
        let up = PyStr::copy_mapped(src.as_str(), |t| t.make_ascii_uppercase());
        assert_eq!((up.as_str(), up.char_len()), ("HELLO, WORLD", 12));
        assert_eq!(src.as_str(), "Hello, World");
        let mixed = PyStr::copy_mapped("ab∑", |t| t.make_ascii_uppercase());
        assert_eq!(
            (mixed.as_str(), mixed.char_len(), mixed.is_ascii()),
            ("AB∑", 3, false)
        );
        let empty = PyStr::copy_mapped("", |t| t.make_ascii_lowercase());
        assert_eq!((empty.as_str(), empty.char_len()), ("", 0));
        // The hash cell is the block's own.
        up.hash_cell().set(7);
        assert_eq!(
            (up.clone().hash_cell().get(), src.hash_cell().get()),
            (7, 0)
        );
    }
}

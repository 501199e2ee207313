//! A counting global allocator for the binaries: the VM's memory limit
//! reads how many bytes are live, so a program that builds too much stops
//! with `LimitExceeded` instead of taking the machine down.
//!
//! Two things keep it cheap (Linux with glibc, and wasm32 with one thread;
//! elsewhere it only counts):
//!
//! - **A small cache of freed blocks per thread.** A block of at most
//!   [`MAX_CACHED`] bytes that a thread frees goes onto a free list of its
//!   size class on that thread (the list is threaded through the freed
//!   blocks themselves), and the thread's next request of that class takes
//!   it back without a call into the system allocator. glibc's own thread
//!   cache keeps seven blocks a size; a program that frees a few dozen
//!   small blocks at once (a `split`'s parts, a tuple and its items) sent
//!   the rest through `_int_free`, a third of the time of a string-heavy
//!   loop. What a thread keeps is capped at [`CACHE_BYTES`]; the thread's
//!   lists go back to the system when it exits. A cached block is free:
//!   it never counts as live. Measured (`benches/unsafe-cost
//!   alloc-cache`, the cache off): str_methods runs 1.22× the
//!   instructions, string_build 1.19×; that is what its `unsafe` blocks
//!   (the links, the drain, the thread key) buy.
//! - **Global counts in batches.** Each thread keeps its own live figure
//!   exact ([`thread_live_bytes`], what the MCP server's memory limit
//!   reads) and folds its changes into the process-wide figure
//!   ([`live_bytes`], [`peak_bytes`]) once they pass [`FOLD_BYTES`] either
//!   way, so most allocations do no atomic read-modify-write. The global
//!   figure is then behind by at most `FOLD_BYTES` a thread, far below
//!   any memory limit a run is given.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicIsize, AtomicUsize, Ordering};

/// Bytes allocated minus bytes freed, over every thread, as folded so far.
static LIVE: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// A thread folds its changes into `LIVE` once they reach this many bytes
/// either way.
pub const FOLD_BYTES: isize = 32 * 1024;

/// The largest block the per-thread cache keeps.
pub const MAX_CACHED: usize = 512;

/// The most bytes of free blocks one thread's cache holds (under Miri,
/// `scripts/miri`, a sixteenth: the tests that fill the cache then run in
/// seconds, not minutes).
pub const CACHE_BYTES: usize = if cfg!(miri) { 16 * 1024 } else { 256 * 1024 };

/// Size classes of the cache: class `c` holds blocks with room for
/// `16 c + 24` bytes, which is what glibc gives any request of that class
/// (its chunks grow in steps of 16 and lend 8 bytes of the next chunk's
/// header), so a block rounded up to its class costs no more memory.
const CLASSES: usize = class_of(MAX_CACHED) + 1;

const fn class_of(size: usize) -> usize {
    size.saturating_sub(9) / 16
}

const fn class_size(class: usize) -> usize {
    16 * class + 24
}

/// Whether a block of this layout goes through the cache.
#[inline(always)]
fn cached_layout(layout: Layout) -> bool {
    cached(layout.size(), layout.align())
}

/// Whether a block of this size and alignment goes through the cache.
#[inline(always)]
fn cached(size: usize, align: usize) -> bool {
    CACHE_ON && size <= MAX_CACHED && align <= CACHE_ALIGN
}

/// The layout each class's blocks are allocated from the system with,
/// checked when the crate compiles (a size or alignment that `Layout`
/// refuses fails the build). It used to be made at each call with
/// `Layout::from_size_align_unchecked`; a table costs the same (one load,
/// and a bounds check the slow paths that read it do not notice) without
/// the `unsafe`.
const CLASS_LAYOUTS: [Layout; CLASSES] = {
    let mut table = [Layout::new::<u8>(); CLASSES];
    let mut class = 0;
    while class < CLASSES {
        table[class] = match Layout::from_size_align(class_size(class), CACHE_ALIGN) {
            Ok(l) => l,
            Err(_) => panic!("a class layout is invalid"),
        };
        class += 1;
    }
    table
};

/// The layout every cached-class block is allocated from the system with.
#[inline(always)]
fn class_layout(class: usize) -> Layout {
    CLASS_LAYOUTS[class]
}

/// A class block just made by the system: its pointer's provenance (the
/// whole block) is exposed, for `whole_block` to take back.
#[inline(always)]
fn expose_block(p: *mut u8) -> *mut u8 {
    let _ = p.expose_provenance();
    p
}

/// A class block handed back by its user (to `dealloc` or `realloc`), as
/// a pointer the allocator may use over the whole block. The user's
/// pointer may only reach the bytes it asked for (a `Box<[u8; 16]>` in a
/// 24-byte block reaches 16); the link the cache writes, the system's
/// `realloc` copy and `free` reach the whole block, so they go through
/// the provenance `expose_block` exposed when the system made it. The
/// user's own provenance is exposed too, so that where it reaches it is
/// the one used (a `Box` being dropped is still protected: freeing its
/// bytes through another pointer would pop it). Miri (`scripts/miri`)
/// found the user's pointer used for the whole block in `realloc`, then
/// the protected `Box` popped. No instructions: both are casts.
#[inline(always)]
fn whole_block(p: *mut u8) -> *mut u8 {
    std::ptr::with_exposed_provenance_mut(p.expose_provenance())
}

/// What AddressSanitizer is told about the cache, in a build for it
/// (`scripts/fuzz --asan` passes `--cfg lackpy_asan`). To the system
/// allocator a cached block is still allocated, and a block of a class is
/// bigger than most requests of the class: without these calls ASan would
/// see neither a use of a freed (cached) block nor a write past the size
/// asked for into the class's room. A cached block is poisoned but for
/// its link; a block in use is poisoned past the size asked for. Elsewhere these are
/// empty and vanish.
#[cfg(lackpy_asan)]
mod asan {
    extern "C" {
        fn __asan_poison_memory_region(addr: *const u8, size: usize);
        fn __asan_unpoison_memory_region(addr: *const u8, size: usize);
    }

    /// A block of `class_size` bytes now in use for `size` of them.
    pub fn in_use(p: *mut u8, size: usize, class_size: usize) {
        // SAFETY: ASan's calls only mark its shadow memory; `p` is a block
        // of `class_size` bytes.
        unsafe {
            __asan_unpoison_memory_region(p, class_size);
            __asan_poison_memory_region(p.add(size), class_size - size);
        }
    }

    /// A block of `class_size` bytes whose bytes the allocator itself
    /// reads or writes (its link, or all of it on the way to the system).
    pub fn open(p: *mut u8, class_size: usize) {
        // SAFETY: as above.
        unsafe { __asan_unpoison_memory_region(p, class_size) }
    }

    /// A block of `class_size` bytes now in the cache: all but its first
    /// word, the link to the next block, which LeakSanitizer must be able
    /// to read (it skips poisoned words, and would report every block
    /// past the first of a list as leaked).
    pub fn cached(p: *mut u8, class_size: usize) {
        let link = std::mem::size_of::<*mut u8>();
        // SAFETY: as above.
        unsafe { __asan_poison_memory_region(p.add(link), class_size - link) }
    }
}

#[cfg(not(lackpy_asan))]
mod asan {
    #[inline(always)]
    pub fn in_use(_: *mut u8, _: usize, _: usize) {}
    #[inline(always)]
    pub fn open(_: *mut u8, _: usize) {}
    #[inline(always)]
    pub fn cached(_: *mut u8, _: usize) {}
}

/// The cache needs a destructor at thread exit that does not allocate
/// (a POSIX thread key's), or a thread that never exits; where neither
/// is at hand only counting runs. It also needs every block the system
/// hands out for an alignment of at most [`CACHE_ALIGN`] to be aligned
/// to `CACHE_ALIGN`, whichever call made it (a block shrunk into a class
/// by `realloc` keeps only malloc's own alignment, and may later serve
/// any request of its class):
///
/// - glibc on x86-64 and aarch64: every block is aligned to 16, and
///   `CACHE_ALIGN` is 16. (On 32-bit targets glibc gives only 8.)
/// - wasm32-unknown-unknown without threads (the npm package): the one
///   thread is the page's or Node's and never exits, so no destructor is
///   needed (`register` sets it `READY` at once). The system allocator is
///   std's dlmalloc, whose chunks are all aligned to its
///   `malloc_alignment`, `2 * size_of::<usize>()` = 8 there: `malloc` for
///   any alignment of at most 8, and `realloc` in place or moved, of a
///   block allocated with such an alignment, give such a chunk. So
///   `CACHE_ALIGN` is 8 there, and a request aligned to 16 or more
///   skips the cache and gets dlmalloc's `memalign` as before.
const CACHE_ON: bool = cfg!(all(
    target_os = "linux",
    target_env = "gnu",
    any(target_arch = "x86_64", target_arch = "aarch64")
)) || WASM_ONE_THREAD;

/// The alignment every cached block has, so the largest a request may
/// ask for and be served from the cache: 16 with glibc, 8 on wasm32 (see
/// [`CACHE_ON`]). Every size and alignment the system allocator is asked
/// for on behalf of a class is a class layout, made with this alignment;
/// a request of an alignment of at most this is served by a block of at
/// least its size and this alignment, which satisfies it (alignments are
/// powers of two, so a multiple of `CACHE_ALIGN` is a multiple of any
/// smaller one).
///
/// On wasm32 the alignments 1, 2, 4 and 8 all take the same paths in
/// dlmalloc (`malloc`, `realloc` and `free` look at the alignment only to
/// tell it from one above 8), so a block that `realloc` made for a
/// request aligned to 1 and later freed or resized with its class layout
/// (aligned to 8) is treated exactly as one allocated with that layout.
/// dlmalloc does check the size given to `free` and `realloc` against
/// the chunk's (within its overhead): the allocator always passes the
/// size it allocated or resized the block with (the class size for a
/// class block), as natively.
const CACHE_ALIGN: usize = if WASM_ONE_THREAD { 8 } else { 16 };

/// wasm32 with no threads (no `atomics` target feature: std cannot
/// spawn one), on std's own allocator (not WASI's or Emscripten's libc).
const WASM_ONE_THREAD: bool = cfg!(all(
    target_arch = "wasm32",
    target_os = "unknown",
    not(target_feature = "atomics")
));

/// Where a thread stands: not yet set up, set up (its exit will empty its
/// cache and fold its counts), or past its exit clean-up (or unable to
/// register one): no cache, every change folded at once.
const NEW: u8 = 0;
const READY: u8 = 1;
// Never set on wasm32 with one thread, which is `READY` at once.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        target_os = "unknown",
        not(target_feature = "atomics")
    ),
    allow(dead_code)
)]
const DIRECT: u8 = 2;

/// `pending` of a thread that is not `READY`: far outside the fold range,
/// so that every change takes the slow path, which folds it at once.
const UNSET: isize = isize::MIN / 2;

/// `cached` of a thread that is not `READY`: no block fits under the cap.
const NO_CACHE: usize = usize::MAX / 2;

/// One thread's counts and cache. Const-initialised and without a
/// destructor, so reaching it from the allocator never allocates.
struct Local {
    /// Bytes allocated minus bytes freed on this thread and not yet folded
    /// into `LIVE` (`UNSET` on a thread that is not `READY`).
    pending: Cell<isize>,
    /// What this thread has folded into `LIVE`: its exact count is
    /// `folded + pending`.
    folded: Cell<isize>,
    state: Cell<u8>,
    /// Bytes (class sizes) of the blocks in the cache (`NO_CACHE` on a
    /// thread that is not `READY`).
    cached: Cell<usize>,
    /// Each class's free list: a block's first word points to the next.
    heads: [Cell<*mut u8>; CLASSES],
}

thread_local! {
    static LOCAL: Local = const {
        Local {
            pending: Cell::new(UNSET),
            folded: Cell::new(0),
            state: Cell::new(NEW),
            cached: Cell::new(NO_CACHE),
            heads: [const { Cell::new(std::ptr::null_mut()) }; CLASSES],
        }
    };
}

impl Local {
    /// Bytes allocated minus bytes freed on this thread, exactly.
    fn net(&self) -> isize {
        let pending = if self.state.get() == READY {
            self.pending.get()
        } else {
            0
        };
        self.folded.get().wrapping_add(pending)
    }
}

/// Record `now` as the peak if it is one. Most folds are not a new
/// peak: a plain load decides, and only a new peak pays for the
/// read-modify-write.
#[inline]
fn raise_peak(now: isize) {
    let now = now.max(0) as usize;
    if now > PEAK.load(Ordering::Relaxed) {
        PEAK.fetch_max(now, Ordering::Relaxed);
    }
}

/// Add `delta` bytes to the thread's count; fold into the global one when
/// the unfolded part leaves `-FOLD_BYTES..=FOLD_BYTES` (at once on a
/// thread that is not `READY`, whose `pending` sits far outside).
#[inline(always)]
fn count(l: &Local, delta: isize) {
    let p = l.pending.get().wrapping_add(delta);
    if p.wrapping_add(FOLD_BYTES) as usize > 2 * FOLD_BYTES as usize {
        count_slow(l, p);
    } else {
        l.pending.set(p);
    }
}

#[cold]
#[inline(never)]
fn count_slow(l: &Local, p: isize) {
    let mut p = p;
    if l.state.get() != READY {
        p = p.wrapping_sub(UNSET);
        if l.state.get() == NEW {
            register(l);
        }
    }
    l.pending.set(0);
    fold(l, p);
    if l.state.get() != READY {
        l.pending.set(UNSET);
    }
}

/// Move `p` bytes of this thread's count into `LIVE`.
fn fold(l: &Local, p: isize) {
    l.folded.set(l.folded.get().wrapping_add(p));
    let now = LIVE.fetch_add(p, Ordering::Relaxed).wrapping_add(p);
    if p > 0 {
        raise_peak(now);
    }
}

/// Set the thread up: a thread key whose destructor empties the cache
/// and folds the counts when the thread exits. Neither creating the key
/// nor setting it allocates through this allocator.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn register(l: &Local) {
    static KEY: AtomicUsize = AtomicUsize::new(0);
    unsafe extern "C" fn at_exit(_: *mut libc::c_void) {
        let _ = LOCAL.try_with(|l| {
            if l.state.get() == READY {
                let p = l.pending.get();
                l.state.set(DIRECT);
                l.pending.set(UNSET);
                drain(l);
                l.cached.set(NO_CACHE);
                fold(l, p);
            }
        });
    }
    l.state.set(DIRECT);
    let mut key = KEY.load(Ordering::Acquire);
    if key == 0 {
        let mut k: libc::pthread_key_t = 0;
        // SAFETY: `k` is a valid place for the key; the destructor is an
        // `extern "C"` function that lives as long as the process.
        if unsafe { libc::pthread_key_create(&mut k, Some(at_exit)) } != 0 {
            return;
        }
        key = match KEY.compare_exchange(0, k as usize + 1, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => k as usize + 1,
            Err(theirs) => {
                // Another thread made one first: use theirs.
                // SAFETY: `k` was created above and never used.
                unsafe { libc::pthread_key_delete(k) };
                theirs
            }
        };
    }
    // SAFETY: the key was made by pthread_key_create; a non-null value
    // only asks for the destructor to run at the thread's exit.
    let set = unsafe {
        libc::pthread_setspecific(
            (key - 1) as libc::pthread_key_t,
            std::ptr::dangling::<libc::c_void>(),
        )
    };
    if set == 0 {
        l.state.set(READY);
        l.cached.set(0);
    }
}

/// wasm32 with one thread: it never exits, so the cache needs no
/// clean-up at an exit, and it is the only thread (`WASM_ONE_THREAD`).
/// Its cache (at most `CACHE_BYTES`) stays with the instance.
#[cfg(all(
    target_arch = "wasm32",
    target_os = "unknown",
    not(target_feature = "atomics")
))]
fn register(l: &Local) {
    l.state.set(READY);
    l.cached.set(0);
}

#[cfg(not(any(
    all(target_os = "linux", target_env = "gnu"),
    all(
        target_arch = "wasm32",
        target_os = "unknown",
        not(target_feature = "atomics")
    )
)))]
fn register(l: &Local) {
    l.state.set(DIRECT);
}

/// Give every cached block back to the system.
#[cfg_attr(not(all(target_os = "linux", target_env = "gnu")), allow(dead_code))]
fn drain(l: &Local) {
    for (class, head) in l.heads.iter().enumerate() {
        let mut p = head.replace(std::ptr::null_mut());
        while !p.is_null() {
            asan::open(p, class_size(class));
            // SAFETY: a cached block is a free block of its class's layout
            // whose first word holds the next block of the list.
            unsafe {
                let next = *(p as *mut *mut u8);
                System.dealloc(p, class_layout(class));
                p = next;
            }
        }
    }
    if l.cached.get() != NO_CACHE {
        l.cached.set(0);
    }
}

/// A request the cache could not answer: from the system.
#[cold]
#[inline(never)]
unsafe fn alloc_slow(layout: Layout) -> *mut u8 {
    let p = if cached_layout(layout) {
        let class = class_of(layout.size());
        // SAFETY: a class layout has a non-zero size.
        let p = expose_block(unsafe { System.alloc(class_layout(class)) });
        if !p.is_null() {
            asan::in_use(p, layout.size(), class_size(class));
        }
        p
    } else {
        // SAFETY: forwarded from the caller of `alloc`.
        unsafe { System.alloc(layout) }
    };
    if !p.is_null() {
        LOCAL.with(|l| count(l, layout.size() as isize));
    }
    p
}

/// A block the cache does not keep: back to the system.
#[inline(never)]
unsafe fn dealloc_slow(ptr: *mut u8, layout: Layout) {
    if cached_layout(layout) {
        let class = class_of(layout.size());
        let ptr = whole_block(ptr);
        asan::open(ptr, class_size(class));
        // SAFETY: every block of a class was allocated with its layout.
        unsafe { System.dealloc(ptr, class_layout(class)) };
    } else {
        // SAFETY: forwarded from the caller of `dealloc`.
        unsafe { System.dealloc(ptr, layout) };
    }
    LOCAL.with(|l| count(l, -(layout.size() as isize)));
}

/// The system allocator, counting live bytes, with a small per-thread cache
/// of freed blocks in front of it.
pub struct Counting;

// SAFETY: a block of at most MAX_CACHED bytes and alignment at most
// CACHE_ALIGN is always a system block of its class's layout (allocated
// as one, or made by `realloc` below as one), whose room covers any
// request of the class and whose address is aligned to CACHE_ALIGN (see
// `CACHE_ON` for why the system's blocks are, `realloc`'s included); it
// is either in use or in exactly one thread's cache. Every other block
// goes to and from the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    // Not inlined: with LTO every allocation site would otherwise carry a
    // copy of the cache's paths (a megabyte of text, paged in at start).
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if cached_layout(layout) {
            let class = class_of(layout.size());
            let hit = LOCAL.with(|l| {
                let head = &l.heads[class];
                let p = head.get();
                if !p.is_null() {
                    asan::open(p, class_size(class));
                    // SAFETY: a cached block's first word holds the next.
                    head.set(unsafe { *(p as *mut *mut u8) });
                    asan::in_use(p, layout.size(), class_size(class));
                    l.cached.set(l.cached.get().wrapping_sub(class_size(class)));
                    count(l, layout.size() as isize);
                }
                p
            });
            if !hit.is_null() {
                return hit;
            }
        }
        // SAFETY: forwarded.
        unsafe { alloc_slow(layout) }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if cached_layout(layout) {
            let class = class_of(layout.size());
            let kept = LOCAL.with(|l| {
                let cached = l.cached.get().wrapping_add(class_size(class));
                if cached > CACHE_BYTES {
                    return false;
                }
                let head = &l.heads[class];
                let ptr = whole_block(ptr);
                asan::open(ptr, class_size(class));
                // SAFETY: the block is free and has room for a pointer (a
                // class holds at least 24 bytes, aligned to CACHE_ALIGN, 8 or 16).
                unsafe { *(ptr as *mut *mut u8) = head.get() };
                asan::cached(ptr, class_size(class));
                head.set(ptr);
                l.cached.set(cached);
                count(l, -(layout.size() as isize));
                true
            });
            if kept {
                return;
            }
        }
        // SAFETY: forwarded.
        unsafe { dealloc_slow(ptr, layout) }
    }

    /// Big zeroed blocks keep the system's `calloc`, which can hand out
    /// fresh pages without writing them.
    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if cached_layout(layout) {
            // SAFETY: forwarded; the block is valid for `layout.size()` bytes.
            let p = unsafe { self.alloc(layout) };
            if !p.is_null() {
                unsafe { std::ptr::write_bytes(p, 0, layout.size()) };
            }
            return p;
        }
        // SAFETY: forwarded from the caller.
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LOCAL.with(|l| count(l, layout.size() as isize));
        }
        p
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old_small = cached_layout(layout);
        // Asked of the size and alignment, without making the new `Layout`
        // (which took an `unsafe` `from_size_align_unchecked`).
        let new_small = cached(new_size, layout.align());
        let delta = new_size as isize - layout.size() as isize;
        let ptr = if old_small { whole_block(ptr) } else { ptr };
        if old_small && new_small && class_of(layout.size()) == class_of(new_size) {
            // The block has room for any size of its class (and the
            // pointer returned reaches all of it).
            asan::in_use(ptr, new_size, class_size(class_of(new_size)));
            LOCAL.with(|l| count(l, delta));
            return ptr;
        }
        // Let the system grow or shrink the block in place where it can.
        // A block that lands in a class is asked for at its class's size:
        // the system (glibc, or dlmalloc on wasm32) then gives a block
        // with room for the whole class, as `alloc` does, aligned to
        // CACHE_ALIGN (see `CACHE_ON`).
        let from = if old_small {
            class_layout(class_of(layout.size()))
        } else {
            layout
        };
        let to = if new_small {
            class_size(class_of(new_size))
        } else {
            new_size
        };
        if old_small {
            asan::open(ptr, from.size());
        }
        // SAFETY: `ptr` was allocated with `from` (the invariant above);
        // `to` is at least `new_size` and valid for the alignment.
        let p = unsafe { System.realloc(ptr, from, to) };
        let p = if new_small { expose_block(p) } else { p };
        if !p.is_null() {
            if new_small {
                asan::in_use(p, new_size, to);
            }
            LOCAL.with(|l| count(l, delta));
        } else if old_small {
            asan::in_use(ptr, layout.size(), from.size());
        }
        p
    }
}

/// Bytes currently allocated through `Counting` (0 when it is not
/// installed), behind by at most [`FOLD_BYTES`] for each thread.
pub fn live_bytes() -> usize {
    LIVE.load(Ordering::Relaxed).max(0) as usize
}

/// The most bytes ever live at once through `Counting` (as folded).
pub fn peak_bytes() -> usize {
    PEAK.load(Ordering::Relaxed)
}

/// A probe of the bytes allocated and not freed by the calling thread, for
/// the VM's memory limit (which reads differences of it): a limit read
/// through this probe counts only what the program running on this thread
/// holds, not what runs beside it. A thread may free what another
/// allocated, so the count is offset to stay positive; only differences
/// mean anything. Exact (never batched). Constant when `Counting` is not
/// installed.
pub fn thread_live_bytes() -> usize {
    const OFFSET: isize = isize::MAX / 2;
    LOCAL
        .try_with(|l| l.net().saturating_add(OFFSET).max(0) as usize)
        .unwrap_or(OFFSET as usize)
}

/// Give the memory that has been freed back to the system. glibc keeps a
/// freed block in the arena of the thread that freed it, and the server
/// runs each request on whichever worker thread is free: without a trim
/// its RSS climbs to the sum of every arena's high-water mark, which looks
/// like a leak to whoever watches it. The calling thread's cache of small
/// blocks is emptied first. A no-op off glibc.
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let _ = LOCAL.try_with(drain);
        // SAFETY: malloc_trim only walks glibc's own arenas under their
        // locks; it takes no pointer from us.
        unsafe {
            libc::malloc_trim(0);
        }
    }
}

/// Cap the number of glibc malloc arenas for a process that runs many
/// programs on many threads (the MCP server). Each arena keeps its own
/// high-water mark; a few shared arenas keep the RSS near what is live
/// at a small cost in lock contention. Call before the threads start.
/// A no-op off glibc.
pub fn limit_arenas(arenas: i32) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tunable of glibc's allocator.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, arenas);
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = arenas;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicPtr;
    use std::sync::Mutex;

    /// `LIVE` is process-wide: the tests that read it take turns.
    static SERIAL: Mutex<()> = Mutex::new(());

    /// These tests run under Miri too (`scripts/miri`): there, a count
    /// that still passes the cache's cap, not the full one.
    const fn full_or_miri(full: usize, miri: usize) -> usize {
        if cfg!(miri) {
            miri
        } else {
            full
        }
    }

    fn cached_here() -> usize {
        LOCAL.with(|l| l.cached.get())
    }

    /// Run `f` on a thread of its own (a fresh cache and count), one
    /// test at a time.
    fn on_fresh_thread(f: impl FnOnce() + Send + 'static) {
        let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        std::thread::spawn(f).join().unwrap();
    }

    fn layout(size: usize) -> Layout {
        Layout::from_size_align(size, 8).unwrap()
    }

    #[test]
    fn freed_small_blocks_are_kept_up_to_the_cap_and_reused() {
        on_fresh_thread(|| {
            let a = Counting;
            let start = thread_live_bytes();
            // More blocks of 40 bytes than the cap holds.
            const N: usize = full_or_miri(20_000, 1_000);
            const { assert!(N * class_size(class_of(40)) > CACHE_BYTES) };
            let n = N;
            let blocks: Vec<*mut u8> = (0..n).map(|_| unsafe { a.alloc(layout(40)) }).collect();
            assert!(blocks
                .iter()
                .all(|&p| !p.is_null() && p.addr() % CACHE_ALIGN == 0));
            assert_eq!(thread_live_bytes() - start, n * 40);
            for &p in &blocks {
                unsafe { a.dealloc(p, layout(40)) };
            }
            assert_eq!(thread_live_bytes(), start, "a cached block is not live");
            let kept = cached_here();
            assert!(
                kept > CACHE_BYTES - 2 * class_size(class_of(40)) && kept <= CACHE_BYTES,
                "cached {kept}: the cache fills up to its cap"
            );
            // Requests of the same class (33..=40 bytes) come from the cache.
            let freed: std::collections::HashSet<usize> = blocks.iter().map(|p| p.addr()).collect();
            let again: Vec<*mut u8> = (0..100)
                .map(|i| unsafe { a.alloc(layout(33 + i % 8)) })
                .collect();
            assert!(again.iter().all(|p| freed.contains(&p.addr())));
            assert_eq!(cached_here(), kept - 100 * class_size(class_of(40)));
            for (i, &p) in again.iter().enumerate() {
                unsafe { a.dealloc(p, layout(33 + i % 8)) };
            }
            // Bigger or over-aligned blocks never enter the cache.
            let kept = cached_here();
            let big = unsafe { a.alloc(layout(MAX_CACHED + 1)) };
            let aligned = unsafe { a.alloc(Layout::from_size_align(64, 64).unwrap()) };
            assert_eq!(aligned.addr() % 64, 0);
            unsafe {
                a.dealloc(big, layout(MAX_CACHED + 1));
                a.dealloc(aligned, Layout::from_size_align(64, 64).unwrap());
            }
            assert_eq!(cached_here(), kept);
        });
    }

    #[test]
    fn realloc_keeps_the_contents_in_and_out_of_the_classes() {
        on_fresh_thread(|| {
            let a = Counting;
            let start = thread_live_bytes();
            let fill = |p: *mut u8, n: usize| {
                for i in 0..n {
                    unsafe { *p.add(i) = (i * 7 + 3) as u8 };
                }
            };
            let same =
                |p: *mut u8, n: usize| (0..n).all(|i| unsafe { *p.add(i) } == (i * 7 + 3) as u8);
            let mut p = unsafe { a.alloc(layout(10)) };
            fill(p, 10);
            let mut size = 10;
            for next in [20, 24, 100, 5000, 100_000, 30, 300, 8, 700, 500] {
                let q = unsafe { a.realloc(p, layout(size), next) };
                assert!(!q.is_null());
                if class_of(size) == class_of(next) && size <= MAX_CACHED && next <= MAX_CACHED {
                    assert_eq!(q, p, "{size} -> {next} stays in its block");
                }
                assert!(same(q, size.min(next)), "{size} -> {next}");
                fill(q, next);
                assert_eq!(thread_live_bytes() - start, next);
                p = q;
                size = next;
            }
            unsafe { a.dealloc(p, layout(size)) };
            assert_eq!(thread_live_bytes(), start);
        });
    }

    #[test]
    fn a_thread_folds_its_count_and_empties_its_cache_when_it_exits() {
        let _s = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let before = LIVE.load(Ordering::Relaxed);
        // Less than a fold's worth, held past the thread's end; and a
        // cache's worth of freed blocks.
        let held = std::thread::spawn(|| {
            let a = Counting;
            const N: usize = full_or_miri(5_000, 600);
            const { assert!(N * class_size(class_of(64)) > CACHE_BYTES) };
            let n = N;
            let blocks: Vec<*mut u8> = (0..n).map(|_| unsafe { a.alloc(layout(64)) }).collect();
            for &p in &blocks {
                unsafe { a.dealloc(p, layout(64)) };
            }
            assert!(cached_here() > 0);
            // An `AtomicPtr` carries the block to the other thread with
            // its provenance (a `usize` would lose it, and Miri with it).
            AtomicPtr::new(unsafe { a.alloc(layout(1000)) })
        })
        .join()
        .unwrap();
        assert_eq!(
            LIVE.load(Ordering::Relaxed) - before,
            1000,
            "the exiting thread folded what it still held"
        );
        // Freed on a thread that then exits: the count returns exactly.
        std::thread::spawn(move || unsafe { Counting.dealloc(held.into_inner(), layout(1000)) })
            .join()
            .unwrap();
        assert_eq!(LIVE.load(Ordering::Relaxed), before);
    }

    #[test]
    fn zeroed_blocks_are_zero_even_from_the_cache() {
        on_fresh_thread(|| {
            let a = Counting;
            let start = thread_live_bytes();
            for size in [8, 40, 100, 512, 4096, full_or_miri(1 << 20, 1 << 16)] {
                let p = unsafe { a.alloc(layout(size)) };
                unsafe { std::ptr::write_bytes(p, 0xAB, size) };
                unsafe { a.dealloc(p, layout(size)) };
                let z = unsafe { a.alloc_zeroed(layout(size)) };
                assert!((0..size).all(|i| unsafe { *z.add(i) } == 0), "{size}");
                assert_eq!(thread_live_bytes() - start, size);
                unsafe { a.dealloc(z, layout(size)) };
            }
            assert_eq!(thread_live_bytes(), start);
        });
    }

    #[test]
    fn the_global_count_follows_within_a_fold() {
        on_fresh_thread(|| {
            let a = Counting;
            let before = LIVE.load(Ordering::Relaxed);
            let mut blocks = Vec::new();
            for i in 1..=2_000usize {
                blocks.push(unsafe { a.alloc(layout(200)) });
                let behind = (i * 200) as isize - (LIVE.load(Ordering::Relaxed) - before);
                assert!(
                    (0..=FOLD_BYTES).contains(&behind),
                    "{i}: behind by {behind}"
                );
            }
            // The peak is the process's, raised by earlier tests: a block
            // that takes the count past it must raise it.
            let now = LIVE.load(Ordering::Relaxed);
            let big = (peak_bytes() as isize - now).max(0) as usize + 4 * FOLD_BYTES as usize;
            let p = unsafe { a.alloc(layout(big)) };
            assert!(peak_bytes() as isize >= now + big as isize, "the peak rose");
            unsafe { a.dealloc(p, layout(big)) };
            for p in blocks {
                unsafe { a.dealloc(p, layout(200)) };
            }
        });
    }
}

//! A counting global allocator for the binaries: the VM's memory limit
//! reads how many bytes are live, so a program that builds too much stops
//! with `LimitExceeded` instead of taking the machine down.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Bytes allocated minus bytes freed on this thread: what one program
    /// holds when several run at once, each on its own thread (the MCP
    /// server). Const-initialised and without a destructor, so reading it
    /// from the allocator never allocates.
    static THREAD_NET: std::cell::Cell<isize> = const { std::cell::Cell::new(0) };
}

#[inline]
fn thread_add(delta: isize) {
    let _ = THREAD_NET.try_with(|c| c.set(c.get().wrapping_add(delta)));
}

/// Record `now` as the peak if it is one. Most allocations are not a new
/// peak: a plain load decides, and only a new peak pays for the
/// read-modify-write.
#[inline]
fn raise_peak(now: usize) {
    if now > PEAK.load(Ordering::Relaxed) {
        PEAK.fetch_max(now, Ordering::Relaxed);
    }
}

/// The system allocator, counting live bytes.
pub struct Counting;

// SAFETY: every call is forwarded unchanged to the system allocator; the
// counter only observes sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            raise_peak(now);
            thread_add(layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        thread_add(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            let now = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            raise_peak(now);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            thread_add(new_size as isize - layout.size() as isize);
        }
        p
    }
}

/// Bytes currently allocated through `Counting` (0 when it is not installed).
pub fn live_bytes() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// The most bytes ever live at once through `Counting`.
pub fn peak_bytes() -> usize {
    PEAK.load(Ordering::Relaxed)
}

/// A probe of the bytes allocated and not freed by the calling thread, for
/// the VM's memory limit (which reads differences of it): a limit read
/// through this probe counts only what the program running on this thread
/// holds, not what runs beside it. A thread may free what another
/// allocated, so the count is offset to stay positive; only differences
/// mean anything. Constant when `Counting` is not installed.
pub fn thread_live_bytes() -> usize {
    const OFFSET: isize = isize::MAX / 2;
    THREAD_NET
        .try_with(|c| c.get().saturating_add(OFFSET).max(0) as usize)
        .unwrap_or(OFFSET as usize)
}

/// Give the memory that has been freed back to the system. glibc keeps a
/// freed block in the arena of the thread that freed it, and the server
/// runs each request on whichever worker thread is free: without a trim
/// its RSS climbs to the sum of every arena's high-water mark, which looks
/// like a leak to whoever watches it. A no-op off glibc.
pub fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only walks glibc's own arenas under their locks;
    // it takes no pointer from us.
    unsafe {
        libc::malloc_trim(0);
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

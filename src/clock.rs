//! The monotonic clock that time limits, run times and trace durations
//! read. Natively it is std's `Instant`. WebAssembly without WASI has no
//! clock std can read (its `Instant::now` panics there), so the host hands
//! one in with `set_host_clock` (milliseconds, e.g. `performance.now`;
//! only in the wasm32 build, so not a link here);
//! until it does, time stands still and no time limit fires.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;

#[cfg(target_arch = "wasm32")]
pub use host::{set_host_clock, Instant};

#[cfg(target_arch = "wasm32")]
mod host {
    use std::sync::OnceLock;
    use std::time::Duration;

    static NOW_MS: OnceLock<fn() -> f64> = OnceLock::new();

    /// Read time from `now_ms`, a monotonic clock in milliseconds. The
    /// first clock given stays.
    pub fn set_host_clock(now_ms: fn() -> f64) {
        let _ = NOW_MS.set(now_ms);
    }

    /// A moment on the host's clock, in milliseconds.
    #[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
    pub struct Instant(f64);

    impl Instant {
        pub fn now() -> Instant {
            Instant(NOW_MS.get().map_or(0.0, |f| f()))
        }

        pub fn elapsed(&self) -> Duration {
            Instant::now().duration_since(*self)
        }

        pub fn duration_since(&self, earlier: Instant) -> Duration {
            Duration::from_secs_f64((self.0 - earlier.0).max(0.0) / 1e3)
        }

        pub fn checked_sub(&self, d: Duration) -> Option<Instant> {
            Some(Instant(self.0 - d.as_secs_f64() * 1e3))
        }
    }

    impl std::ops::Add<Duration> for Instant {
        type Output = Instant;
        fn add(self, d: Duration) -> Instant {
            // A limit too far away to matter (Duration::MAX) is infinity.
            Instant(self.0 + d.as_secs_f64() * 1e3)
        }
    }
}

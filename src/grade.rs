//! Grades: how far a tool, and so a program, can reach into the world.
//!
//! A leaf module: it imports nothing from the crate, so every layer (the
//! checker, the compiler, the bytecode format, the kits) can name a grade
//! without depending on the others.

use serde::{Deserialize, Serialize};

/// `w` is world coupling (0 pure, 1 pinhole read, 2 scoped exec, 3 scoped
/// write); `d` is the effects ceiling on the same scale. A program's grade
/// is the join (componentwise max) of the grades of the tools it calls.
///
/// Grades are only partially ordered, so `Grade` has no `Ord`: a derived
/// one would compare `w` first and call `w1/d3` lower than `w2/d0`. Ask
/// [`Grade::within`] instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Grade {
    pub w: u8,
    pub d: u8,
}

impl Grade {
    pub const PURE: Grade = Grade { w: 0, d: 0 };
    /// The grade given to a tool that declares none.
    pub const HIGHEST: Grade = Grade { w: 3, d: 3 };

    pub const fn new(w: u8, d: u8) -> Grade {
        Grade { w, d }
    }

    /// The least grade that is at or above both (componentwise max).
    pub const fn join(self, other: Grade) -> Grade {
        Grade {
            w: if self.w > other.w { self.w } else { other.w },
            d: if self.d > other.d { self.d } else { other.d },
        }
    }

    /// Whether `self` reaches no further than `limit` on either axis.
    pub const fn within(self, limit: Grade) -> bool {
        self.w <= limit.w && self.d <= limit.d
    }
}

impl std::fmt::Display for Grade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "w{}/d{}", self.w, self.d)
    }
}

#[cfg(test)]
mod tests {
    use super::Grade;

    #[test]
    fn within_is_componentwise() {
        let write_pure = Grade::new(3, 0);
        let read_deep = Grade::new(1, 3);
        // Neither is within the other, though a lexicographic order would
        // put one above the other.
        assert!(!write_pure.within(read_deep));
        assert!(!read_deep.within(write_pure));
        assert!(Grade::PURE.within(read_deep));
        assert!(read_deep.within(read_deep));
        assert!(read_deep.within(Grade::HIGHEST));
        assert!(!Grade::HIGHEST.within(read_deep));
    }

    #[test]
    fn join_is_the_least_upper_bound() {
        let a = Grade::new(3, 0);
        let b = Grade::new(1, 2);
        let j = a.join(b);
        assert_eq!(j, Grade::new(3, 2));
        assert!(a.within(j) && b.within(j));
        assert_eq!(a.join(Grade::PURE), a);
        assert_eq!(a.join(b), b.join(a));
    }
}

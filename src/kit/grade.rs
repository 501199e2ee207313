//! Grades: how far a tool, and so a program, can reach into the world.

use serde::{Deserialize, Serialize};

/// `w` is world coupling (0 pure, 1 pinhole read, 2 scoped exec, 3 scoped
/// write); `d` is the effects ceiling on the same scale. A program's grade
/// is the join (componentwise max) of the grades of the tools it calls.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, PartialOrd, Ord,
)]
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

    pub fn join(self, other: Grade) -> Grade {
        Grade {
            w: self.w.max(other.w),
            d: self.d.max(other.d),
        }
    }
}

impl std::fmt::Display for Grade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "w{}/d{}", self.w, self.d)
    }
}

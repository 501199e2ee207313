//! What the built-in tools run with: the sandbox root, the limits, and the
//! record of the files they touched. Its own module so that the tools
//! (`tools`, `code`) and the host that calls them (`host`) both depend on
//! it and not on each other.

use super::oslayer::SandboxPolicy;
use super::sandbox::Root;

/// Settings the tools run under.
#[derive(Debug, Clone)]
pub struct ToolLimits {
    /// Seconds a command or test run may take.
    pub timeout_secs: u64,
    /// Bytes a tool may return (file contents, command output).
    pub max_output: usize,
}

impl Default for ToolLimits {
    fn default() -> ToolLimits {
        ToolLimits {
            timeout_secs: 60,
            max_output: 16 * 1024 * 1024,
        }
    }
}

/// Everything a tool may touch: the root, its limits, and the record of
/// files it read and changed.
pub struct ToolContext {
    pub root: Root,
    pub limits: ToolLimits,
    pub files_read: Vec<String>,
    pub files_modified: Vec<String>,
    /// The OS sandbox of command tools (from the kit).
    pub sandbox: SandboxPolicy,
    /// The weakest sandbox command tools ran under this run
    /// (`"landlock"`, `"landlock-partial"` or `"none"`); None when none ran.
    pub sandbox_used: Option<&'static str>,
    /// Set by the first command tool of a run, for its trace entry.
    pub sandbox_note: Option<&'static str>,
}

impl ToolContext {
    pub fn new(root: Root, limits: ToolLimits) -> ToolContext {
        ToolContext {
            root,
            limits,
            files_read: Vec::new(),
            files_modified: Vec::new(),
            sandbox: SandboxPolicy::default(),
            sandbox_used: None,
            sandbox_note: None,
        }
    }

    /// Record the sandbox a command tool ran under: the run's report says
    /// the weakest (`none` < `landlock-partial` < `landlock`), and the
    /// first command tool's trace entry says what it ran under.
    pub fn note_sandbox(&mut self, how: &'static str) {
        let strength = |h: &str| match h {
            "landlock" => 2,
            "landlock-partial" => 1,
            _ => 0,
        };
        match self.sandbox_used {
            None => {
                self.sandbox_note = Some(how);
                self.sandbox_used = Some(how);
            }
            Some(used) if strength(how) < strength(used) => self.sandbox_used = Some(how),
            Some(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_says_the_weakest_sandbox_used() {
        let root = Root::new(&std::env::temp_dir()).expect("root");
        let mut ctx = ToolContext::new(root, ToolLimits::default());
        for (how, weakest) in [
            ("landlock", "landlock"),
            ("landlock-partial", "landlock-partial"),
            ("landlock", "landlock-partial"),
            ("none", "none"),
            ("landlock", "none"),
        ] {
            ctx.note_sandbox(how);
            assert_eq!(ctx.sandbox_used, Some(weakest), "after {how}");
        }
        assert_eq!(ctx.sandbox_note, Some("landlock"), "the first call's");
    }
}

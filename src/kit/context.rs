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
    /// What command tools ran under this run: `"landlock"`, or `"none"`
    /// when any ran without it; None when none ran.
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

    /// Record the sandbox a command tool ran under.
    pub fn note_sandbox(&mut self, how: &'static str) {
        match self.sandbox_used {
            None => {
                self.sandbox_note = Some(how);
                self.sandbox_used = Some(how);
            }
            Some(_) if how == "none" => self.sandbox_used = Some(how),
            Some(_) => {}
        }
    }
}

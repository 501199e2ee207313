//! What the built-in tools run with: the sandbox root, the limits, and the
//! record of the files they touched. Its own module so that the tools
//! (`tools`, `code`) and the host that calls them (`host`) both depend on
//! it and not on each other.

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
}

impl ToolContext {
    pub fn new(root: Root, limits: ToolLimits) -> ToolContext {
        ToolContext {
            root,
            limits,
            files_read: Vec::new(),
            files_modified: Vec::new(),
        }
    }
}

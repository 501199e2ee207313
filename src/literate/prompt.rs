//! The prompt hint that teaches a model to write literate lackpy documents.

use crate::kit::Kit;

/// A system-prompt fragment for writing literate lackpy documents against `kit`.
pub fn system_prompt_hint(kit: &Kit) -> String {
    let _ = kit;
    String::new()
}

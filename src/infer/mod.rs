//! The micro-inferencer: intent → checked program. Providers are tried in
//! the configured order, cheapest first — templates, then keyword rules,
//! then models over HTTP — and the first program that passes the checker
//! wins. A model sees only text (the kit's namespace, the intent, and on
//! its one retry the checker's diagnostics); it never sees a run's result.
//!
//! - [`Provider`]: one tier of the pipeline (templates, rules, a model).
//! - [`models::ChatModel`]: a chat endpoint (system prompt + messages →
//!   text); the literate recovery handler can call one directly.
//! - `callback`: a model tier the embedding host answers (with `infer`).
//! - [`pipeline::generate`]: the loop of check, one hinted retry, next tier.

#[cfg(feature = "infer")]
pub mod callback;
pub mod cleanup;
#[cfg(feature = "infer")]
pub mod config;
#[cfg(feature = "infer")]
pub mod correct;
#[cfg(feature = "infer")]
pub mod http;
#[cfg(feature = "infer")]
pub mod journal;
#[cfg(feature = "infer")]
pub mod models;
#[cfg(feature = "infer")]
pub mod pipeline;
pub mod prompt;
#[cfg(feature = "infer")]
pub mod recovery;
#[cfg(feature = "infer")]
pub mod rules;
#[cfg(feature = "infer")]
pub mod templates;

use crate::kit::Kit;
use crate::value::Value;

/// What every provider is asked.
pub struct Context<'a> {
    pub intent: &'a str,
    /// The namespace the program may use (already narrowed to `--max-grade`).
    pub kit: &'a Kit,
    /// Parameters defined before the program starts, with their values.
    pub params: &'a [(String, Value)],
}

/// A first try, or the one corrected retry after the checker refused it.
pub enum Attempt<'a> {
    First,
    Retry {
        /// The provider's own (cleaned) program that was refused.
        previous: &'a str,
        /// The diagnostics with their hints, as the model will read them.
        feedback: &'a str,
    },
}

/// A program a provider proposes, not yet checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub program: String,
    /// The template it came from, so its counts can be kept.
    pub template: Option<String>,
}

/// Why a provider produced nothing; reported per provider, then the
/// pipeline moves on to the next.
#[derive(Debug, Clone, PartialEq)]
pub enum ProviderError {
    /// Misconfigured (a missing API key variable, a bad URL).
    Config(String),
    /// No connection could be made.
    Unreachable(String),
    /// The server answered with an error status.
    Status { code: u16, body: String },
    /// No answer within the configured time.
    Timeout(String),
    /// An answer that is not the API's shape.
    Malformed(String),
    /// The host's own model function failed (an exception it raised).
    Host(String),
}

impl std::fmt::Display for ProviderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProviderError::Config(m) => write!(f, "not usable: {m}"),
            ProviderError::Unreachable(m) => write!(f, "unreachable: {m}"),
            ProviderError::Status { code, body } => write!(f, "HTTP error {code}: {body}"),
            ProviderError::Timeout(m) => write!(f, "timed out: {m}"),
            ProviderError::Malformed(m) => write!(f, "malformed response: {m}"),
            ProviderError::Host(m) => write!(f, "failed: {m}"),
        }
    }
}

/// One tier of the pipeline.
pub trait Provider {
    /// The name it has in `[inference] order` (and in `generation_tier`).
    fn name(&self) -> &str;
    /// Propose a program; `Ok(None)` when this tier has nothing for the
    /// intent (no template or rule matches).
    fn generate(
        &self,
        ctx: &Context,
        attempt: &Attempt,
    ) -> Result<Option<Candidate>, ProviderError>;
    /// Whether a refused program deserves one corrected retry. Templates
    /// and rules are deterministic: asking again gives the same answer.
    fn can_retry(&self) -> bool {
        false
    }
    /// Whether the tier is a model (its successes feed the ratchet).
    fn is_model(&self) -> bool {
        false
    }
}

/// A string as a Python literal (CPython's repr), so that text from an
/// intent can be placed in a program as data and never as code.
pub fn py_literal(s: &str) -> String {
    crate::value::repr(&Value::str(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_quotes_and_escapes() {
        assert_eq!(py_literal("a"), "'a'");
        assert_eq!(py_literal("it's"), "\"it's\"");
        assert_eq!(py_literal("'\""), "'\\'\"'");
        assert_eq!(py_literal("a\nb\\"), "'a\\nb\\\\'");
    }
}

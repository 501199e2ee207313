//! A model the host answers: the pipeline's model tier backed by a
//! function of the embedding program (a Python callable, a framework's
//! own chat client), so that delegation can use whatever model client the
//! host already has. It is a [`ChatModel`] like the HTTP ones, and gets
//! the same prompt, cleanup, corrections and one hinted retry through
//! [`ModelProvider`]; nothing here needs a runtime or the network.

use super::models::{ChatModel, Message, ModelProvider, Role};
use super::ProviderError;

/// What the host is asked: the system prompt, the conversation, and the
/// conversation as one user text (for a host function that takes a
/// single prompt; see [`one_turn`]).
pub struct Request<'a> {
    pub system: &'a str,
    pub messages: &'a [Message],
    pub user: String,
}

/// The host's function: the reply's text, or why there is none.
pub type Answer = Box<dyn Fn(&Request) -> Result<String, String>>;

struct Callback(Answer);

impl ChatModel for Callback {
    /// The temperature is the host model's own business.
    fn chat(&self, system: &str, messages: &[Message], _: f64) -> Result<String, ProviderError> {
        let request = Request {
            system,
            messages,
            user: one_turn(messages),
        };
        (self.0)(&request).map_err(ProviderError::Host)
    }
}

/// A tier named `name` asking `answer`. Retries use the same function.
pub fn provider(name: &str, answer: Answer) -> ModelProvider {
    ModelProvider {
        name: name.to_string(),
        model: Ok(Box::new(Callback(answer))),
        temperature: 0.0,
        retry_temperature: 0.0,
        examples: Vec::new(),
    }
}

/// A conversation as one user text: the first request alone is the
/// intent; a retry shows the refused cell and the checker's feedback
/// after it, so a function that takes one prompt still sees all of it.
pub fn one_turn(messages: &[Message]) -> String {
    let mut out = String::new();
    for m in messages {
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        match m.role {
            Role::User => out.push_str(&m.content),
            Role::Assistant => {
                out.push_str("Your cell was:\n");
                out.push_str(m.content.trim_end());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::{pipeline, Context, Provider};
    use crate::kit::Kit;
    use std::cell::RefCell;
    use std::rc::Rc;

    #[test]
    fn a_refused_reply_is_retried_with_the_feedback_in_one_text() {
        let asked = Rc::new(RefCell::new(Vec::new()));
        let seen = asked.clone();
        let replies = RefCell::new(vec!["while True:\n    x = 1", "len(find_files('*.py'))"]);
        let p = provider(
            "host",
            Box::new(move |r: &Request| {
                seen.borrow_mut()
                    .push((r.system.to_string(), r.user.clone()));
                Ok(replies.borrow_mut().remove(0).to_string())
            }),
        );
        let kit = Kit::default_kit();
        let ctx = Context {
            intent: "count python files",
            kit: &kit,
            params: &[],
        };
        let providers: Vec<Box<dyn Provider>> = vec![Box::new(p)];
        let g = pipeline::generate(&providers, &ctx).unwrap();
        assert_eq!((g.tier.as_str(), g.correction_attempts), ("host", 1));
        let asked = asked.borrow();
        assert_eq!(asked[0].1, "count python files");
        assert!(asked[0].0.contains("find_files"), "{}", asked[0].0);
        let retry = &asked[1].1;
        assert!(
            retry.starts_with("count python files\n\nYour cell was:\nwhile True:\n    x = 1\n\n"),
            "{retry}"
        );
        assert!(retry.contains("The checker rejected that cell"), "{retry}");
    }

    #[test]
    fn the_hosts_failure_is_the_tiers_error() {
        let p = provider("host", Box::new(|_: &Request| Err("no credit".into())));
        let kit = Kit::default_kit();
        let ctx = Context {
            intent: "x",
            kit: &kit,
            params: &[],
        };
        let providers: Vec<Box<dyn Provider>> = vec![Box::new(p)];
        let e = pipeline::generate(&providers, &ctx).unwrap_err();
        assert_eq!(e.steps[0].outcome, "error");
        assert_eq!(e.steps[0].detail, "failed: no credit");
    }
}

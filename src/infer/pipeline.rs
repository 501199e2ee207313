//! The generation loop: each provider in order proposes a program; the
//! checker (against the kit, the pre-set parameters and any grade ceiling)
//! decides; a refused program gets one corrected retry from the same
//! model, with the diagnostics and their hints; then the next provider.
//! The first program the checker accepts wins. Nothing here runs a
//! program: the model writes, the caller executes.

use std::time::Instant;

use serde::Serialize;

use super::{correct, prompt, Attempt, Context, Provider};
use crate::check::check_source;
use crate::diag::{Code, Diagnostic, Span};
use crate::grade::Grade;
use crate::kit::Kit;

/// What happened at one provider, for reports and the exit-5 message.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Step {
    pub provider: String,
    /// `valid`, `no_match`, `invalid` or `error`.
    pub outcome: &'static str,
    pub detail: String,
    /// The template behind a candidate, so its counts can be kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub template: Option<String>,
    /// The (cleaned) program that was checked, when there was one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub program: Option<String>,
    /// Deterministic corrections made to the model's program before this
    /// check (see [`super::correct`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub corrections: Vec<String>,
}

/// A program the checker accepted, and how it was found.
#[derive(Debug, Clone)]
pub struct Generated {
    pub program: String,
    pub tier: String,
    pub template: Option<String>,
    pub is_model: bool,
    /// Corrected retries made along the way, over all providers.
    pub correction_attempts: u32,
    /// The deterministic corrections made to the accepted program, in order
    /// (counted apart from `correction_attempts`: no model was asked).
    pub corrections: Vec<String>,
    pub generation_time_ms: f64,
    pub grade: Grade,
    pub calls: Vec<String>,
    pub steps: Vec<Step>,
}

/// No provider produced a valid program.
#[derive(Debug, Clone)]
pub struct NoProgram {
    pub steps: Vec<Step>,
    pub correction_attempts: u32,
    pub generation_time_ms: f64,
}

impl NoProgram {
    /// What was tried, what failed, and what to configure.
    pub fn message(&self, intent: &str) -> String {
        let mut s = format!("no provider produced a valid program for {intent:?}\n");
        if self.steps.is_empty() {
            s.push_str("  (no providers are configured)\n");
        }
        for step in &self.steps {
            s.push_str(&format!("  {}: {}\n", step.provider, step.detail));
        }
        let any_model = self
            .steps
            .iter()
            .any(|s| s.provider != "templates" && s.provider != "rules");
        s.push_str(if any_model {
            "nothing was run. Rephrase the intent, check the model providers above, \
             or save a program for it with `lackpy template add`."
        } else {
            "nothing was run. No model is configured: add one to .lackpy/config.toml \
             ([inference] order and an [inference.providers.NAME] table; `lackpy init` \
             writes an example), or save a program for this intent with `lackpy template add`."
        });
        s
    }
}

/// The kit narrowed to the tools a grade ceiling allows: a model is shown,
/// and the checker accepts, only what the run's policy would let through.
pub fn narrow(kit: &Kit, max_w: Option<u8>) -> Kit {
    match max_w {
        None => kit.clone(),
        Some(w) => {
            let mut k = Kit::empty();
            for t in kit.tools().iter().filter(|t| t.grade.w <= w) {
                k.add(t.clone());
            }
            for e in kit.examples() {
                k.add_example(e.clone());
            }
            k
        }
    }
}

/// Check a candidate; the diagnostics when it is refused.
fn check(
    program: &str,
    kit: &Kit,
    params: &[String],
) -> Result<(Grade, Vec<String>), Vec<Diagnostic>> {
    if program.trim().is_empty() {
        return Err(vec![Diagnostic::new(
            Code::Syntax,
            "the cell is empty",
            Span::point(0),
        )
        .with_hint("write the program that answers the request")]);
    }
    let report = check_source(program, kit, params, &[]);
    if report.is_valid() {
        Ok((report.grade, report.calls))
    } else {
        Err(report.errors)
    }
}

fn summary(diags: &[Diagnostic]) -> String {
    let first = diags
        .first()
        .map(|d| format!("{} {}", d.code.as_str(), d.message))
        .unwrap_or_default();
    if diags.len() > 1 {
        format!("{first} (and {} more)", diags.len() - 1)
    } else {
        first
    }
}

/// Try the providers in order. `ctx.kit` is the namespace (already
/// narrowed to any grade ceiling); programs are checked against it.
pub fn generate(providers: &[Box<dyn Provider>], ctx: &Context) -> Result<Generated, NoProgram> {
    let start = Instant::now();
    let params: Vec<String> = ctx.params.iter().map(|(n, _)| n.clone()).collect();
    let mut steps = Vec::new();
    let mut corrections = 0;
    for p in providers {
        let mut attempt_program: Option<(String, String)> = None;
        loop {
            let attempt = match &attempt_program {
                None => Attempt::First,
                Some((prev, feedback)) => Attempt::Retry {
                    previous: prev,
                    feedback,
                },
            };
            let retrying = attempt_program.is_some();
            let step = |outcome, detail: String| Step {
                provider: p.name().to_string(),
                outcome,
                detail: if retrying {
                    format!("retry: {detail}")
                } else {
                    detail
                },
                template: None,
                program: None,
                corrections: Vec::new(),
            };
            let candidate = match p.generate(ctx, &attempt) {
                Err(e) => {
                    steps.push(step("error", e.to_string()));
                    break;
                }
                Ok(None) => {
                    steps.push(step("no_match", "nothing matches this intent".into()));
                    break;
                }
                Ok(Some(c)) => c,
            };
            let mut candidate = candidate;
            let mut checked = check(&candidate.program, ctx.kit, &params);
            let mut applied = Vec::new();
            // A model's refused program: the deterministic corrections
            // first, then (if still refused) the one retry.
            if checked.is_err() && p.is_model() {
                if let Some(c) = correct::correct(&candidate.program, ctx.kit) {
                    let mut s = step("invalid", {
                        let diags = checked.as_ref().err().map_or(&[][..], |d| &d[..]);
                        format!("program refused: {}", summary(diags))
                    });
                    s.program = Some(candidate.program.clone());
                    steps.push(s);
                    candidate.program = c.program;
                    applied = c.corrections;
                    checked = check(&candidate.program, ctx.kit, &params);
                }
            }
            match checked {
                Ok((grade, calls)) => {
                    let detail = if applied.is_empty() {
                        "produced a valid program".to_string()
                    } else {
                        format!(
                            "produced a valid program after {} correction(s)",
                            applied.len()
                        )
                    };
                    let mut s = step("valid", detail);
                    s.template = candidate.template.clone();
                    s.program = Some(candidate.program.clone());
                    s.corrections = applied.clone();
                    steps.push(s);
                    return Ok(Generated {
                        program: candidate.program,
                        tier: p.name().to_string(),
                        template: candidate.template,
                        is_model: p.is_model(),
                        correction_attempts: corrections,
                        corrections: applied,
                        generation_time_ms: start.elapsed().as_secs_f64() * 1e3,
                        grade,
                        calls,
                        steps,
                    });
                }
                Err(diags) => {
                    let mut s = step("invalid", format!("program refused: {}", summary(&diags)));
                    s.template = candidate.template.clone();
                    s.program = Some(candidate.program.clone());
                    s.corrections = applied;
                    steps.push(s);
                    if retrying || !p.can_retry() {
                        break;
                    }
                    corrections += 1;
                    let feedback = prompt::retry_feedback(&candidate.program, &diags, ctx.kit);
                    attempt_program = Some((candidate.program, feedback));
                }
            }
        }
    }
    Err(NoProgram {
        steps,
        correction_attempts: corrections,
        generation_time_ms: start.elapsed().as_secs_f64() * 1e3,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::infer::models::{ChatModel, Message, ModelProvider};
    use crate::infer::{Candidate, ProviderError};
    use std::cell::RefCell;

    /// Each request a scripted model received: its messages and temperature.
    type Seen = std::rc::Rc<RefCell<Vec<(Vec<Message>, f64)>>>;

    /// A chat model that replays scripted replies and records what it was asked.
    struct Scripted {
        replies: RefCell<Vec<Result<String, ProviderError>>>,
        seen: Seen,
    }

    impl ChatModel for Scripted {
        fn chat(&self, _s: &str, m: &[Message], t: f64) -> Result<String, ProviderError> {
            self.seen.borrow_mut().push((m.to_vec(), t));
            self.replies.borrow_mut().remove(0)
        }
    }

    fn model(name: &str, replies: Vec<Result<String, ProviderError>>) -> (Box<dyn Provider>, Seen) {
        let seen = std::rc::Rc::new(RefCell::new(Vec::new()));
        let m = Scripted {
            replies: RefCell::new(replies),
            seen: seen.clone(),
        };
        (
            Box::new(ModelProvider {
                name: name.into(),
                model: Ok(Box::new(m)),
                temperature: 0.2,
                retry_temperature: 0.7,
                examples: vec![],
            }),
            seen,
        )
    }

    struct Fixed(&'static str);
    impl Provider for Fixed {
        fn name(&self) -> &str {
            "fixed"
        }
        fn generate(&self, _: &Context, _: &Attempt) -> Result<Option<Candidate>, ProviderError> {
            Ok(Some(Candidate {
                program: self.0.into(),
                template: None,
            }))
        }
    }

    fn ctx(kit: &Kit) -> Context<'_> {
        Context {
            intent: "count python files",
            kit,
            params: &[],
        }
    }

    #[test]
    fn retry_carries_the_bad_program_and_hints_at_a_higher_temperature() {
        let kit = Kit::default_kit();
        let (p, seen) = model(
            "m",
            vec![
                Ok("```python\nimport os\nlen(os.listdir('.'))\n```".into()),
                Ok("len(find_files('**/*.py'))".into()),
            ],
        );
        let g = generate(&[p], &ctx(&kit)).unwrap();
        assert_eq!(g.program, "len(find_files('**/*.py'))\n");
        assert_eq!((g.tier.as_str(), g.correction_attempts), ("m", 1));
        let seen = seen.borrow();
        assert_eq!(seen.len(), 2);
        assert_eq!(seen[0].1, 0.2);
        assert_eq!(seen[1].1, 0.7);
        let retry = &seen[1].0;
        assert_eq!(retry.len(), 3);
        assert_eq!(retry[0].content, "count python files");
        assert_eq!(retry[1].content, "import os\nlen(os.listdir('.'))\n");
        assert!(retry[2].content.contains("E01"), "{}", retry[2].content);
        assert!(retry[2].content.contains("hint:"));
        assert!(retry[2]
            .content
            .contains("Rewrite the cell using only the namespace"));
    }

    #[test]
    fn two_failures_hand_over_to_the_next_provider() {
        let kit = Kit::default_kit();
        let (a, _) = model(
            "a",
            vec![Ok("while True:\n    x = 1".into()), Ok("open('x')".into())],
        );
        let (b, _) = model("b", vec![Err(ProviderError::Timeout("slow".into()))]);
        let (c, _) = model("c", vec![Ok("1 + 1".into())]);
        let g = generate(&[a, b, c], &ctx(&kit)).unwrap();
        assert_eq!(g.tier, "c");
        assert_eq!(g.correction_attempts, 1);
        let outcomes: Vec<_> = g
            .steps
            .iter()
            .map(|s| (s.provider.as_str(), s.outcome))
            .collect();
        assert_eq!(
            outcomes,
            vec![
                ("a", "invalid"),
                ("a", "invalid"),
                ("b", "error"),
                ("c", "valid")
            ]
        );
    }

    #[test]
    fn deterministic_tiers_are_not_retried_and_failure_says_what_to_do() {
        let kit = Kit::default_kit();
        let providers: Vec<Box<dyn Provider>> = vec![Box::new(Fixed("nope(1)"))];
        let e = generate(&providers, &ctx(&kit)).unwrap_err();
        assert_eq!(e.steps.len(), 1);
        assert_eq!(e.correction_attempts, 0);
        let m = e.message("count python files");
        assert!(m.contains("fixed: program refused: E0"), "{m}");
        assert!(m.contains("nothing was run"));
        let none = generate(&[], &ctx(&kit)).unwrap_err();
        assert!(none.message("x").contains("no providers are configured"));
    }

    #[test]
    fn grade_ceiling_narrows_the_namespace() {
        let kit = Kit::resolve("read,write_file").unwrap();
        let narrow = narrow(&kit, Some(1));
        assert!(narrow.get("write_file").is_none());
        assert!(narrow.get("read_file").is_some());
        let providers: Vec<Box<dyn Provider>> = vec![Box::new(Fixed("write_file('a', 'b')"))];
        assert!(generate(&providers, &ctx(&narrow)).is_err());
        let g = generate(&providers, &ctx(&kit)).expect("the full kit has write_file");
        assert_eq!(
            (g.program.as_str(), g.tier.as_str()),
            ("write_file('a', 'b')", "fixed")
        );
    }
}

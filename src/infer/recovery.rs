//! Model-backed help for literate documents: writing a document for an
//! intent (`lackpy doc`), and the `InferenceRecoveryHandler` that asks a
//! model what to do when a cell fails. The model sees the failed cell, the
//! error, a summary of the namespace and any plugin advice; it answers with
//! replacement cells (fix), a `@scratch` block to look at a value first
//! (inspect), or a single word SKIP or ABORT. It never rewrites cells that
//! already ran: fixes patch forward from the current state.

use crate::kit::Kit;
use crate::literate::recovery::{RecoveryAction, RecoveryContext, RecoveryHandler};
use crate::literate::{parse, system_prompt_hint, Annotation};

use super::cleanup::strip_think;
use super::models::{ChatModel, Message};
use super::ProviderError;

/// The instructions a recovering model gets after the literate hint.
const RECOVERY_RULES: &str = "\
A cell of your literate document failed. Answer in one of these ways, and nothing else:
- Replacement cells: one or more ```lackpy blocks (and prose, if the reader should see any) that \
go on from the current state. Earlier cells have already run; their variables are listed below. \
Do not repeat work that succeeded.
- To look at a value before fixing: one ```lackpy @scratch block holding an expression; you will \
be shown its value.
- SKIP to leave the cell out, or ABORT to stop.";

/// Read a model's answer as a recovery action.
fn parse_reply(reply: &str) -> RecoveryAction {
    let text = strip_think(reply);
    let text = unwrap_markdown_fence(&text);
    let word = text
        .trim()
        .trim_matches(|c: char| c == '`' || c == '.' || c == '*');
    if word.eq_ignore_ascii_case("skip") {
        return RecoveryAction::Skip;
    }
    if word.eq_ignore_ascii_case("abort") || word.is_empty() {
        return RecoveryAction::Abort;
    }
    if let Ok(doc) = parse(&text) {
        let code: Vec<_> = doc.cells.iter().filter(|c| c.is_code()).collect();
        if let [only] = code.as_slice() {
            if only.annotation() == Some(&Annotation::Scratch) {
                return RecoveryAction::Inspect(text[only.body.range()].trim().to_string());
            }
        }
        if !code.is_empty() {
            return RecoveryAction::Fix(text);
        }
    }
    // Neither cells nor a word: there is nothing to run.
    RecoveryAction::Abort
}

/// Models often wrap a whole markdown answer in ```` ```markdown ````.
fn unwrap_markdown_fence(text: &str) -> String {
    let t = text.trim();
    for open in ["```markdown\n", "```md\n", "````markdown\n", "````md\n"] {
        if let Some(rest) = t.strip_prefix(open) {
            let fence = &open[..open.find('m').unwrap_or(3)];
            if let Some(body) = rest.trim_end().strip_suffix(fence) {
                return body.trim().to_string();
            }
        }
    }
    t.to_string()
}

/// The user turn of a recovery request.
fn recovery_prompt(ctx: &RecoveryContext<'_>) -> String {
    let e = ctx.error;
    let at = match (e.line, e.column) {
        (Some(l), Some(c)) => format!(" at line {l}, column {c}"),
        _ => String::new(),
    };
    let mut s = format!(
        "This cell failed (attempt {}):\n\n{}\n\nError{at}: {}: {}\n",
        ctx.attempt, ctx.cell.markdown, e.kind, e.message
    );
    if let Some(h) = &e.hint {
        s.push_str(&format!("Hint: {h}\n"));
    }
    s.push_str("\nVariables now defined:\n");
    if ctx.scope.is_empty() {
        s.push_str("  (none)\n");
    }
    for v in ctx.scope {
        s.push_str(&format!("  {}: {} = {}\n", v.name, v.type_name, v.preview));
    }
    for i in ctx.inspections {
        match &i.result {
            Ok(v) => s.push_str(&format!("\nYou inspected `{}`: {v}\n", i.expr)),
            Err(err) => s.push_str(&format!("\nYou inspected `{}`: it raised {err}\n", i.expr)),
        }
    }
    let advice = ctx.advice;
    if !advice.hints.is_empty() || !advice.context.is_empty() || advice.suggestion.is_some() {
        s.push_str("\nAdvice:\n");
        for h in advice.hints.iter().chain(&advice.context) {
            s.push_str(&format!("  {h}\n"));
        }
        if let Some(sug) = &advice.suggestion {
            s.push_str(&format!("  Suggested: {sug}\n"));
        }
    }
    s
}

/// Asks a model to fix, inspect, skip or abort. A model that cannot be
/// reached aborts the document (its reason is kept in `failures`).
pub struct InferenceRecoveryHandler {
    model: Box<dyn ChatModel>,
    system: String,
    pub temperature: f64,
    /// Why the model could not be asked, each time it could not.
    pub failures: Vec<String>,
    /// The model's answers, in order.
    pub transcript: Vec<String>,
}

impl InferenceRecoveryHandler {
    pub fn new(model: Box<dyn ChatModel>, kit: &Kit, temperature: f64) -> Self {
        InferenceRecoveryHandler {
            model,
            system: format!("{}\n\n{RECOVERY_RULES}", system_prompt_hint(kit)),
            temperature,
            failures: Vec::new(),
            transcript: Vec::new(),
        }
    }
}

impl RecoveryHandler for InferenceRecoveryHandler {
    fn recover(&mut self, ctx: &RecoveryContext<'_>) -> RecoveryAction {
        let prompt = recovery_prompt(ctx);
        match self
            .model
            .chat(&self.system, &[Message::user(prompt)], self.temperature)
        {
            Ok(reply) => {
                let action = parse_reply(&reply);
                self.transcript.push(reply);
                action
            }
            Err(e) => {
                self.failures.push(e.to_string());
                RecoveryAction::Abort
            }
        }
    }
}

/// A document the model wrote for an intent, checked against the kit.
pub struct Written {
    pub document: String,
    /// Retries after the first answer was refused by the checker.
    pub corrections: u32,
}

/// Why no document came back.
#[derive(Debug)]
pub enum WriteError {
    Provider(ProviderError),
    /// The answers the checker refused, the last one's diagnostics rendered.
    Rejected {
        document: String,
        report: String,
    },
}

/// The system prompt of a document writer: the literate hint for the kit,
/// and the names bound before the document starts.
pub fn document_system(kit: &Kit, params: &[String]) -> String {
    let mut system = system_prompt_hint(kit);
    if !params.is_empty() {
        system.push_str(&format!(
            "\nAlready defined before the document starts: {}\n",
            params.join(", ")
        ));
    }
    system.push_str("\nAnswer with the document only.\n");
    system
}

/// Ask `model` for a literate document answering `intent`, with the
/// literate prompt hint; a document the checker refuses gets one retry
/// with the diagnostics. Nothing runs here.
pub fn write_document(
    model: &dyn ChatModel,
    kit: &Kit,
    params: &[String],
    intent: &str,
    temperature: f64,
    retry_temperature: f64,
) -> Result<Written, WriteError> {
    let system = document_system(kit, params);
    let messages = vec![Message::user(intent.trim())];
    write_part(
        model,
        kit,
        params,
        &system,
        messages,
        (temperature, retry_temperature),
    )
}

/// The user turn that asks for the next part after a pause at `@continue`.
pub fn continue_prompt(rendered: &str, bound: &[String]) -> String {
    let names = if bound.is_empty() {
        "(none)".to_string()
    } else {
        bound.join(", ")
    };
    format!(
        "The document paused at `@continue`. What it has rendered so far:\n\n{}\n\n\
         Write the next part of the document. It runs in the same kernel, where these \
         names are bound: {names}. Do not repeat earlier cells. End it with a \
         ```lackpy @continue``` cell only if you need to see this part's output before \
         writing more. Answer with the next part only.",
        rendered.trim_end()
    )
}

/// The next part of a document that paused at `@continue`: the model sees
/// the conversation so far (the intent, the parts it wrote) and the output
/// rendered so far; the part is checked against the names `bound` in the
/// kernel (one retry, as for the first part). Nothing runs here.
#[allow(clippy::too_many_arguments)]
pub fn continue_document(
    model: &dyn ChatModel,
    kit: &Kit,
    params: &[String],
    bound: &[String],
    intent: &str,
    parts: &[String],
    rendered: &str,
    temperatures: (f64, f64),
) -> Result<Written, WriteError> {
    let system = document_system(kit, params);
    let messages = vec![
        Message::user(intent.trim()),
        Message::assistant(parts.join("\n")),
        Message::user(continue_prompt(rendered, bound)),
    ];
    write_part(model, kit, bound, &system, messages, temperatures)
}

/// One part of a document: ask, check against the names `bound`, and on
/// a refusal retry once in the same conversation with the diagnostics.
fn write_part(
    model: &dyn ChatModel,
    kit: &Kit,
    bound: &[String],
    system: &str,
    mut messages: Vec<Message>,
    (temperature, retry_temperature): (f64, f64),
) -> Result<Written, WriteError> {
    let mut temp = temperature;
    let mut refused = None;
    for attempt in 0..2 {
        let reply = model
            .chat(system, &messages, temp)
            .map_err(WriteError::Provider)?;
        let document = unwrap_markdown_fence(&strip_think(&reply)) + "\n";
        match crate::literate::compile_document(&document, "doc.md", kit, bound) {
            Ok(_) => {
                return Ok(Written {
                    document,
                    corrections: attempt,
                })
            }
            Err(diags) if attempt == 0 => {
                messages.push(Message::assistant(reply));
                messages.push(Message::user(
                    super::prompt::feedback(&document, &diags).replace(
                        "Output only the cell contents.",
                        "Answer with the whole corrected document only.",
                    ),
                ));
                temp = retry_temperature;
            }
            Err(diags) => {
                refused = Some(WriteError::Rejected {
                    report: crate::diag::render("doc.md", &document, &diags, false),
                    document,
                });
            }
        }
    }
    Err(refused.unwrap_or(WriteError::Rejected {
        document: String::new(),
        report: "no answer".into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_read_as_actions() {
        assert_eq!(parse_reply("SKIP"), RecoveryAction::Skip);
        assert_eq!(parse_reply("  abort.\n"), RecoveryAction::Abort);
        assert_eq!(
            parse_reply("<think>hmm</think>\n**Skip**"),
            RecoveryAction::Skip
        );
        assert_eq!(
            parse_reply("```lackpy @scratch\nrows[0]\n```\n"),
            RecoveryAction::Inspect("rows[0]".into())
        );
        let fix = "Use the right key:\n\n```lackpy\ntotal = sum([r['n'] for r in rows])\n```\n";
        assert_eq!(
            parse_reply(fix),
            RecoveryAction::Fix(fix.trim().to_string())
        );
        assert_eq!(
            parse_reply(&format!("```markdown\n{fix}```")),
            RecoveryAction::Fix(fix.trim().to_string())
        );
        assert_eq!(
            parse_reply("I am not sure what to do."),
            RecoveryAction::Abort
        );
    }
}

//! Chat endpoints and the provider that drives one. The three APIs differ
//! only in the request and reply shapes; what is asked is the same: a
//! system prompt and a conversation in, text out. [`ChatModel`] is that
//! contract, usable on its own (the literate recovery handler asks a model
//! for replacement cells through it); [`ModelProvider`] makes a chat model
//! a tier of the pipeline.

use serde_json::{json, Value as Json};

use super::http::Http;
use super::{cleanup, prompt, Attempt, Candidate, Context, Provider, ProviderError};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    User,
    Assistant,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub role: Role,
    pub content: String,
}

impl Message {
    pub fn user(content: impl Into<String>) -> Message {
        Message {
            role: Role::User,
            content: content.into(),
        }
    }
    pub fn assistant(content: impl Into<String>) -> Message {
        Message {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

/// A chat endpoint: a system prompt and messages in, the reply's text out.
pub trait ChatModel {
    fn chat(
        &self,
        system: &str,
        messages: &[Message],
        temperature: f64,
    ) -> Result<String, ProviderError>;

    /// The reply as it arrives: `on_text` is given each piece of text as it
    /// comes and returns `false` to stop the reply there (the request is
    /// dropped). Returns the text received. A model that cannot stream
    /// gives its whole reply as one piece.
    fn chat_stream(
        &self,
        system: &str,
        messages: &[Message],
        temperature: f64,
        on_text: &mut dyn FnMut(&str) -> bool,
    ) -> Result<String, ProviderError> {
        let text = self.chat(system, messages, temperature)?;
        on_text(&text);
        Ok(text)
    }
}

/// Read a streamed reply: each line goes to `piece`, which returns the
/// text it carries (`Ok(None)` for a line with none, `Err` for an error
/// event) and whether the reply has ended.
fn read_stream(
    mut lines: super::http::Lines,
    on_text: &mut dyn FnMut(&str) -> bool,
    piece: impl Fn(&str) -> Result<(Option<String>, bool), ProviderError>,
) -> Result<String, ProviderError> {
    let mut all = String::new();
    while let Some(line) = lines.next_line() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let (text, end) = piece(&line)?;
        if let Some(t) = text.filter(|t| !t.is_empty()) {
            all.push_str(&t);
            if !on_text(&t) {
                break;
            }
        }
        if end {
            break;
        }
    }
    Ok(all)
}

/// The JSON of a server-sent event's `data:` line; `None` for other lines.
fn sse_json(line: &str, api: &str) -> Result<Option<Json>, ProviderError> {
    let Some(data) = line.strip_prefix("data:").map(str::trim) else {
        return Ok(None);
    };
    if data == "[DONE]" {
        return Ok(Some(Json::Null));
    }
    serde_json::from_str(data)
        .map(Some)
        .map_err(|e| ProviderError::Malformed(format!("{api} stream event is not JSON ({e})")))
}

fn join(base: &str, path: &str) -> String {
    format!("{}{path}", base.trim_end_matches('/'))
}

fn openai_messages(system: &str, messages: &[Message]) -> Vec<Json> {
    std::iter::once(json!({"role": "system", "content": system}))
        .chain(
            messages
                .iter()
                .map(|m| json!({"role": m.role.as_str(), "content": m.content})),
        )
        .collect()
}

fn text_at<'a>(reply: &'a Json, path: &[&str], api: &str) -> Result<&'a str, ProviderError> {
    let mut cur = reply;
    for key in path {
        cur = match key.parse::<usize>() {
            Ok(i) => cur.get(i),
            Err(_) => cur.get(key),
        }
        .ok_or_else(|| {
            ProviderError::Malformed(format!("{api} reply has no `{}`", path.join(".")))
        })?;
    }
    cur.as_str().ok_or_else(|| {
        ProviderError::Malformed(format!("{api} reply's `{}` is not text", path.join(".")))
    })
}

/// Ollama: `POST {host}/api/chat`, not streamed.
pub struct Ollama {
    pub http: Http,
    pub host: String,
    pub model: String,
}

impl Ollama {
    /// The request's URL and body, streamed or not.
    fn request(&self, system: &str, messages: &[Message], t: f64, stream: bool) -> (String, Json) {
        let body = json!({
            "model": self.model, "messages": openai_messages(system, messages),
            "stream": stream, "options": {"temperature": t},
        });
        (join(&self.host, "/api/chat"), body)
    }
}

impl ChatModel for Ollama {
    fn chat(&self, system: &str, messages: &[Message], t: f64) -> Result<String, ProviderError> {
        let (url, body) = self.request(system, messages, t, false);
        let reply = self.http.post_json(&url, &[], &body)?;
        text_at(&reply, &["message", "content"], "ollama").map(str::to_string)
    }

    /// `"stream": true`: one JSON object a line (NDJSON), the last `done`.
    fn chat_stream(
        &self,
        system: &str,
        messages: &[Message],
        t: f64,
        on_text: &mut dyn FnMut(&str) -> bool,
    ) -> Result<String, ProviderError> {
        let (url, body) = self.request(system, messages, t, true);
        let lines = self.http.post_lines(&url, &[], &body)?;
        read_stream(lines, on_text, |line| {
            let v: Json = serde_json::from_str(line).map_err(|e| {
                ProviderError::Malformed(format!("ollama stream line is not JSON ({e})"))
            })?;
            if let Some(e) = v.get("error").and_then(Json::as_str) {
                return Err(ProviderError::Malformed(format!("ollama: {e}")));
            }
            let text = v["message"]["content"].as_str().map(str::to_string);
            Ok((text, v["done"] == json!(true)))
        })
    }
}

/// OpenAI-compatible servers (llama.cpp's server, vLLM, LM Studio):
/// `POST {base_url}/v1/chat/completions`.
pub struct OpenAi {
    pub http: Http,
    pub base_url: String,
    pub model: String,
    /// Sent as a bearer token when set.
    pub api_key: Option<String>,
    pub max_tokens: Option<u32>,
    /// A GBNF grammar sent as the request's `grammar` field (llama.cpp's
    /// server constrains sampling to it): set when the provider is
    /// configured with `constrained = true`.
    pub grammar: Option<String>,
}

impl OpenAi {
    /// The request's URL, headers and body, streamed or not.
    fn request(&self, system: &str, messages: &[Message], t: f64, stream: bool) -> Request {
        let mut body = json!({
            "model": self.model, "messages": openai_messages(system, messages),
            "temperature": t, "stream": stream,
        });
        if let Some(n) = self.max_tokens {
            body["max_tokens"] = json!(n);
        }
        if let Some(g) = &self.grammar {
            body["grammar"] = json!(g);
        }
        let headers = self
            .api_key
            .iter()
            .map(|k| ("authorization", format!("Bearer {k}")))
            .collect();
        (join(&self.base_url, "/v1/chat/completions"), headers, body)
    }
}

/// A request to a chat API: its URL, headers and JSON body.
type Request = (String, Vec<(&'static str, String)>, Json);

impl ChatModel for OpenAi {
    fn chat(&self, system: &str, messages: &[Message], t: f64) -> Result<String, ProviderError> {
        let (url, headers, body) = self.request(system, messages, t, false);
        let reply = self.http.post_json(&url, &headers, &body)?;
        text_at(&reply, &["choices", "0", "message", "content"], "openai").map(str::to_string)
    }

    /// `"stream": true`: server-sent events, each a `choices[0].delta`,
    /// ending with `data: [DONE]`.
    fn chat_stream(
        &self,
        system: &str,
        messages: &[Message],
        t: f64,
        on_text: &mut dyn FnMut(&str) -> bool,
    ) -> Result<String, ProviderError> {
        let (url, headers, body) = self.request(system, messages, t, true);
        let lines = self.http.post_lines(&url, &headers, &body)?;
        read_stream(lines, on_text, |line| match sse_json(line, "openai")? {
            None => Ok((None, false)),
            Some(Json::Null) => Ok((None, true)),
            Some(v) => {
                if let Some(e) = v.get("error") {
                    return Err(ProviderError::Malformed(format!("openai: {e}")));
                }
                let text = v["choices"][0]["delta"]["content"]
                    .as_str()
                    .map(str::to_string);
                Ok((text, false))
            }
        })
    }
}

/// Anthropic's Messages API: `POST {base_url}/v1/messages`.
pub struct Anthropic {
    pub http: Http,
    pub base_url: String,
    pub model: String,
    pub api_key: String,
    pub max_tokens: u32,
}

impl Anthropic {
    /// The request's URL, headers and body, streamed or not.
    fn request(&self, system: &str, messages: &[Message], t: f64, stream: bool) -> Request {
        let body = json!({
            "model": self.model, "system": system, "max_tokens": self.max_tokens,
            "temperature": t.min(1.0), "stream": stream,
            "messages": messages.iter()
                .map(|m| json!({"role": m.role.as_str(), "content": m.content}))
                .collect::<Vec<_>>(),
        });
        let headers = vec![
            ("x-api-key", self.api_key.clone()),
            ("anthropic-version", "2023-06-01".to_string()),
        ];
        (join(&self.base_url, "/v1/messages"), headers, body)
    }
}

impl ChatModel for Anthropic {
    fn chat(&self, system: &str, messages: &[Message], t: f64) -> Result<String, ProviderError> {
        let (url, headers, body) = self.request(system, messages, t, false);
        let reply = self.http.post_json(&url, &headers, &body)?;
        let blocks = reply
            .get("content")
            .and_then(Json::as_array)
            .ok_or_else(|| {
                ProviderError::Malformed("anthropic reply has no `content` list".into())
            })?;
        let text: String = blocks
            .iter()
            .filter(|b| b.get("type").and_then(Json::as_str) == Some("text"))
            .filter_map(|b| b.get("text").and_then(Json::as_str))
            .collect();
        if text.is_empty() {
            return Err(ProviderError::Malformed(
                "anthropic reply has no text block".into(),
            ));
        }
        Ok(text)
    }

    /// `"stream": true`: server-sent events; the text comes in
    /// `content_block_delta` events, and `message_stop` ends the reply.
    fn chat_stream(
        &self,
        system: &str,
        messages: &[Message],
        t: f64,
        on_text: &mut dyn FnMut(&str) -> bool,
    ) -> Result<String, ProviderError> {
        let (url, headers, body) = self.request(system, messages, t, true);
        let lines = self.http.post_lines(&url, &headers, &body)?;
        read_stream(lines, on_text, |line| match sse_json(line, "anthropic")? {
            None | Some(Json::Null) => Ok((None, false)),
            Some(v) => match v["type"].as_str() {
                Some("content_block_delta") => {
                    Ok((v["delta"]["text"].as_str().map(str::to_string), false))
                }
                Some("message_stop") => Ok((None, true)),
                Some("error") => Err(ProviderError::Malformed(format!(
                    "anthropic: {}",
                    v["error"]["message"].as_str().unwrap_or("error event")
                ))),
                _ => Ok((None, false)),
            },
        })
    }
}

/// A chat model as a tier: the Jupyter-cell prompt, the reply cleaned;
/// on a retry, the conversation carries its own refused program and the
/// checker's diagnostics, at a higher temperature.
pub struct ModelProvider {
    pub name: String,
    pub model: Result<Box<dyn ChatModel>, ProviderError>,
    pub temperature: f64,
    pub retry_temperature: f64,
    /// Examples to offer the prompt, retrieved by intent.
    pub examples: Vec<crate::kit::Example>,
}

impl Provider for ModelProvider {
    fn name(&self) -> &str {
        &self.name
    }

    fn generate(
        &self,
        ctx: &Context,
        attempt: &Attempt,
    ) -> Result<Option<Candidate>, ProviderError> {
        let model = self.model.as_ref().map_err(Clone::clone)?;
        let system = prompt::system(ctx, &self.examples);
        let mut messages = vec![Message::user(prompt::user(ctx.intent))];
        let temperature = match attempt {
            Attempt::First => self.temperature,
            Attempt::Retry { previous, feedback } => {
                messages.push(Message::assistant(*previous));
                messages.push(Message::user(*feedback));
                self.retry_temperature
            }
        };
        let raw = model.chat(&system, &messages, temperature)?;
        Ok(Some(Candidate {
            program: cleanup::clean(&raw),
            template: None,
        }))
    }

    fn can_retry(&self) -> bool {
        true
    }

    fn is_model(&self) -> bool {
        true
    }
}

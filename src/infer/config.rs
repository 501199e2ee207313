//! `<root>/.lackpy/config.toml`, the `[inference]` part: which providers,
//! in which order, and how each is reached. Other tables (`[tools]`)
//! belong to other parts of lackpy and are left alone. With no file, or
//! no `[inference]` table, the order is templates then rules — lackpy
//! still serves what it can without a model.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::http::Http;
use super::models::{Anthropic, ChatModel, ModelProvider, Ollama, OpenAi};
use super::rules::RulesProvider;
use super::templates::TemplatesProvider;
use super::{Provider, ProviderError};

#[derive(Deserialize, Default)]
struct File {
    #[serde(default)]
    inference: Option<Inference>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Inference {
    #[serde(default = "default_order")]
    pub order: Vec<String>,
    #[serde(default)]
    pub providers: BTreeMap<String, ProviderConfig>,
    /// Promote an intent pattern to a template after this many model
    /// successes (0 or absent: never).
    #[serde(default)]
    pub auto_promote: u32,
    /// Seconds for a whole model request, and for connecting (defaults
    /// for every provider; each may override).
    pub timeout: Option<f64>,
    pub connect_timeout: Option<f64>,
}

impl Default for Inference {
    fn default() -> Inference {
        Inference {
            order: default_order(),
            providers: BTreeMap::new(),
            auto_promote: 0,
            timeout: None,
            connect_timeout: None,
        }
    }
}

fn default_order() -> Vec<String> {
    vec!["templates".into(), "rules".into()]
}

#[derive(Deserialize, Debug, Clone, Default)]
#[serde(deny_unknown_fields)]
pub struct ProviderConfig {
    pub plugin: String,
    pub host: Option<String>,
    pub base_url: Option<String>,
    pub model: Option<String>,
    pub api_key_env: Option<String>,
    pub temperature: Option<f64>,
    pub retry_temperature: Option<f64>,
    pub timeout: Option<f64>,
    pub connect_timeout: Option<f64>,
    pub max_tokens: Option<u32>,
    /// Grammar-constrained generation (openai only): send the dialect's
    /// GBNF grammar (`lackpyc spec --format gbnf`) in the request's
    /// `grammar` field, which llama.cpp's server honours.
    #[serde(default)]
    pub constrained: bool,
}

pub const DEFAULT_TIMEOUT: f64 = 60.0;
pub const DEFAULT_CONNECT_TIMEOUT: f64 = 5.0;
const DEFAULT_TEMPERATURE: f64 = 0.2;
const DEFAULT_RETRY_TEMPERATURE: f64 = 0.6;
const DEFAULT_MAX_TOKENS: u32 = 1024;

pub fn path(root: &Path) -> PathBuf {
    root.join(".lackpy").join("config.toml")
}

/// The `[inference]` configuration of a root.
pub fn load(root: &Path) -> Result<Inference, String> {
    let p = path(root);
    let text = match std::fs::read_to_string(&p) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Inference::default()),
        Err(e) => return Err(format!("cannot read {}: {e}", p.display())),
    };
    parse(&text).map_err(|e| format!("{}: {e}", p.display()))
}

pub fn parse(text: &str) -> Result<Inference, String> {
    let f: File = toml::from_str(text).map_err(|e| e.to_string())?;
    let inf = f.inference.unwrap_or_default();
    for name in &inf.order {
        let plugin = inf
            .providers
            .get(name)
            .map(|p| p.plugin.as_str())
            .unwrap_or(name.as_str());
        if !matches!(plugin, "templates" | "rules") && !inf.providers.contains_key(name) {
            return Err(format!(
                "[inference] order names `{name}`, which has no [inference.providers.{name}] table"
            ));
        }
        if !matches!(
            plugin,
            "templates" | "rules" | "ollama" | "openai" | "anthropic"
        ) {
            return Err(format!(
                "provider `{name}`: unknown plugin `{plugin}` (known: templates, rules, ollama, openai, anthropic)"
            ));
        }
        if matches!(plugin, "ollama" | "openai" | "anthropic")
            && inf
                .providers
                .get(name)
                .and_then(|p| p.model.as_ref())
                .is_none()
        {
            return Err(format!("provider `{name}` ({plugin}) needs a `model`"));
        }
    }
    for (name, p) in &inf.providers {
        if p.constrained && p.plugin != "openai" {
            return Err(format!(
                "provider `{name}` ({}): `constrained = true` needs the openai plugin \
                 (a server that takes a GBNF `grammar`, such as llama.cpp's)",
                p.plugin
            ));
        }
    }
    Ok(inf)
}

fn secs(v: f64) -> Duration {
    Duration::from_secs_f64(if v.is_finite() && v > 0.0 {
        v.min(86_400.0)
    } else {
        0.001
    })
}

/// Where a model provider's plugin is reached when its table names no
/// `host` / `base_url`; None for templates and rules.
pub fn default_url(plugin: &str) -> Option<&'static str> {
    match plugin {
        "ollama" => Some("http://127.0.0.1:11434"),
        "openai" => Some("http://127.0.0.1:8080"),
        "anthropic" => Some("https://api.anthropic.com"),
        _ => None,
    }
}

/// The variable an anthropic provider reads its key from when its table
/// names none.
pub const DEFAULT_ANTHROPIC_KEY_ENV: &str = "ANTHROPIC_API_KEY";

impl ProviderConfig {
    /// The address the provider is reached at, the default filled in
    /// (`host` for ollama, `base_url` for the others); None for templates
    /// and rules.
    pub fn url(&self) -> Option<String> {
        let given = match self.plugin.as_str() {
            "ollama" => self.host.clone(),
            _ => self.base_url.clone(),
        };
        given.or_else(|| default_url(&self.plugin).map(str::to_string))
    }

    /// The environment variable holding the provider's key, if it uses one.
    pub fn key_env(&self) -> Option<String> {
        match self.plugin.as_str() {
            "anthropic" => Some(
                self.api_key_env
                    .clone()
                    .unwrap_or_else(|| DEFAULT_ANTHROPIC_KEY_ENV.into()),
            ),
            "openai" => self.api_key_env.clone(),
            _ => None,
        }
    }
}

impl Inference {
    /// The table of a provider named in `order`; templates and rules need
    /// none (their plugin is their name).
    pub fn provider_config(&self, name: &str) -> ProviderConfig {
        self.providers.get(name).cloned().unwrap_or(ProviderConfig {
            plugin: name.to_string(),
            ..ProviderConfig::default()
        })
    }

    /// The providers in order, ready to ask.
    pub fn providers(&self, root: &Path) -> Vec<Box<dyn Provider>> {
        self.order
            .iter()
            .map(|name| self.provider(name, &self.provider_config(name), root))
            .collect()
    }

    /// The order's templates and rules tiers, then `model` in place of
    /// the configured models: the tiers of a host that brings its own
    /// model, or names one of the configured ones.
    pub fn providers_with(&self, root: &Path, model: Box<dyn Provider>) -> Vec<Box<dyn Provider>> {
        self.order
            .iter()
            .map(|name| (name, self.provider_config(name)))
            .filter(|(_, cfg)| matches!(cfg.plugin.as_str(), "templates" | "rules"))
            .map(|(name, cfg)| self.provider(name, &cfg, root))
            .chain(std::iter::once(model))
            .collect()
    }

    /// The model tier `[inference.providers.NAME]` describes, whether or
    /// not the order names it.
    pub fn named_model(&self, name: &str, root: &Path) -> Result<Box<dyn Provider>, String> {
        match self.providers.get(name) {
            Some(cfg) if !matches!(cfg.plugin.as_str(), "templates" | "rules") => {
                Ok(self.provider(name, cfg, root))
            }
            _ => {
                let known: Vec<&str> = self
                    .providers
                    .iter()
                    .filter(|(_, c)| !matches!(c.plugin.as_str(), "templates" | "rules"))
                    .map(|(n, _)| n.as_str())
                    .collect();
                Err(format!(
                    "no model provider `{name}` in .lackpy/config.toml (its model providers: {})",
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ))
            }
        }
    }

    /// The configuration in effect, every default filled in, as JSON. Key
    /// values never appear: a provider shows the name of the variable its
    /// key is read from and whether that variable is set.
    pub fn effective_json(&self) -> serde_json::Value {
        use serde_json::json;
        let timeout = self.timeout.unwrap_or(DEFAULT_TIMEOUT);
        let connect = self.connect_timeout.unwrap_or(DEFAULT_CONNECT_TIMEOUT);
        let providers: serde_json::Map<String, serde_json::Value> = self
            .order
            .iter()
            .chain(self.providers.keys().filter(|k| !self.order.contains(k)))
            .map(|name| {
                let cfg = self.provider_config(name);
                let mut j = json!({"plugin": cfg.plugin, "in_order": self.order.contains(name)});
                if matches!(cfg.plugin.as_str(), "ollama" | "openai" | "anthropic") {
                    let url_key = if cfg.plugin == "ollama" {
                        "host"
                    } else {
                        "base_url"
                    };
                    j[url_key] = json!(cfg.url());
                    j["model"] = json!(cfg.model);
                    j["temperature"] = json!(cfg.temperature.unwrap_or(DEFAULT_TEMPERATURE));
                    j["retry_temperature"] =
                        json!(cfg.retry_temperature.unwrap_or(DEFAULT_RETRY_TEMPERATURE));
                    j["timeout"] = json!(cfg.timeout.unwrap_or(timeout));
                    j["connect_timeout"] = json!(cfg.connect_timeout.unwrap_or(connect));
                    j["max_tokens"] = match cfg.plugin.as_str() {
                        "anthropic" => json!(cfg.max_tokens.unwrap_or(DEFAULT_MAX_TOKENS)),
                        _ => json!(cfg.max_tokens),
                    };
                    j["constrained"] = json!(cfg.constrained);
                    if let Some(var) = cfg.key_env() {
                        let set = std::env::var(&var).is_ok_and(|v| !v.is_empty());
                        j["api_key_env"] = json!(var);
                        j["api_key_set"] = json!(set);
                    }
                }
                (name.clone(), j)
            })
            .collect();
        json!({
            "order": self.order,
            "auto_promote": self.auto_promote,
            "timeout": timeout,
            "connect_timeout": connect,
            "providers": providers,
        })
    }

    fn provider(&self, name: &str, cfg: &ProviderConfig, root: &Path) -> Box<dyn Provider> {
        match cfg.plugin.as_str() {
            "templates" => Box::new(TemplatesProvider::load(name, root)),
            "rules" => Box::new(RulesProvider {
                name: name.to_string(),
            }),
            _ => Box::new(ModelProvider {
                name: name.to_string(),
                model: self.chat_model(cfg),
                temperature: cfg.temperature.unwrap_or(DEFAULT_TEMPERATURE),
                retry_temperature: cfg.retry_temperature.unwrap_or(DEFAULT_RETRY_TEMPERATURE),
                examples: Vec::new(),
            }),
        }
    }

    /// The chat endpoint a provider table describes. A failure here (a
    /// missing key) is the provider's failure, reported when it is asked.
    pub fn chat_model(&self, cfg: &ProviderConfig) -> Result<Box<dyn ChatModel>, ProviderError> {
        let timeout = secs(cfg.timeout.or(self.timeout).unwrap_or(DEFAULT_TIMEOUT));
        let connect = secs(
            cfg.connect_timeout
                .or(self.connect_timeout)
                .unwrap_or(DEFAULT_CONNECT_TIMEOUT),
        );
        let model = cfg.model.clone().unwrap_or_default();
        let key = |var: &str| {
            std::env::var(var)
                .ok()
                .filter(|k| !k.is_empty())
                .ok_or_else(|| {
                    ProviderError::Config(format!("environment variable {var} is not set"))
                })
        };
        Ok(match cfg.plugin.as_str() {
            "ollama" => {
                let host = cfg.url().unwrap_or_default();
                Box::new(Ollama {
                    http: Http::new(&host, connect, timeout)?,
                    host,
                    model,
                })
            }
            "openai" => {
                let base_url = cfg.url().unwrap_or_default();
                Box::new(OpenAi {
                    http: Http::new(&base_url, connect, timeout)?,
                    api_key: cfg.api_key_env.as_deref().map(key).transpose()?,
                    base_url,
                    model,
                    max_tokens: cfg.max_tokens,
                    grammar: cfg.constrained.then(crate::check::gbnf::grammar),
                })
            }
            "anthropic" => {
                let base_url = cfg.url().unwrap_or_default();
                Box::new(Anthropic {
                    http: Http::new(&base_url, connect, timeout)?,
                    api_key: key(cfg
                        .api_key_env
                        .as_deref()
                        .unwrap_or(DEFAULT_ANTHROPIC_KEY_ENV))?,
                    base_url,
                    model,
                    max_tokens: cfg.max_tokens.unwrap_or(DEFAULT_MAX_TOKENS),
                })
            }
            other => return Err(ProviderError::Config(format!("unknown plugin `{other}`"))),
        })
    }
}

/// What `lackpy init` writes.
pub const DEFAULT_CONFIG: &str = r#"# lackpy configuration (written by `lackpy init`).
#
# [inference] lists the providers tried for `lackpy delegate` and
# `lackpy generate`, cheapest first. The first program that passes the
# checker wins; a model whose program is refused gets one retry with the
# checker's hints before the next provider is tried.
#
#   templates  .lackpy/templates/*.tmpl (`lackpy template list|add|promote`)
#   rules      built-in keyword rules (read a file, find definitions or
#              callers, list files, search), each used only when the kit
#              has its tool
#
# Neither needs a model. A provider that cannot be reached is reported
# and skipped.

[inference]
order = ["templates", "rules", "ollama"]
# Seconds to wait for a connection, and for a whole reply (defaults for
# every provider; a provider table may set its own).
connect_timeout = 5
timeout = 60
# Turn an intent pattern into a template after this many successful
# delegations answered by a model (0: never; `lackpy template promote`
# does it by hand).
auto_promote = 0

# A local Ollama server: POST {host}/api/chat
[inference.providers.ollama]
plugin = "ollama"
host = "http://127.0.0.1:11434"
model = "qwen2.5-coder:3b"
# temperature = 0.2        # first attempt
# retry_temperature = 0.6  # the corrected retry

# An OpenAI-compatible server (llama.cpp's server, vLLM, LM Studio):
# POST {base_url}/v1/chat/completions
# [inference.providers.local]
# plugin = "openai"
# base_url = "http://127.0.0.1:8080"
# model = "qwen2.5-coder-3b"
# api_key_env = "LOCAL_API_KEY"   # optional: sent as a bearer token
# constrained = true   # send lackpy's GBNF grammar (`lackpyc spec --format
#                      # gbnf`) as the request's `grammar`: llama.cpp's server
#                      # then samples only programs of the dialect

# Anthropic's API: POST {base_url}/v1/messages, key from the named variable
# [inference.providers.haiku]
# plugin = "anthropic"
# base_url = "https://api.anthropic.com"
# model = "claude-haiku-4-5"
# api_key_env = "ANTHROPIC_API_KEY"
# max_tokens = 1024
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_config_parses_and_lists_its_providers() {
        let inf = parse(DEFAULT_CONFIG).unwrap();
        assert_eq!(inf.order, vec!["templates", "rules", "ollama"]);
        assert_eq!(
            inf.providers["ollama"].model.as_deref(),
            Some("qwen2.5-coder:3b")
        );
        assert_eq!(inf.connect_timeout, Some(5.0));
    }

    #[test]
    fn interfaces_example_parses() {
        let text = r#"
[tools]
test_command = "true"

[inference]
order = ["templates", "rules", "ollama"]

[inference.providers.ollama]      # POST {host}/api/chat
plugin = "ollama"
host = "http://127.0.0.1:11434"
model = "qwen2.5-coder:3b"

[inference.providers.haiku]       # POST {base_url}/v1/messages
plugin = "anthropic"
base_url = "https://api.anthropic.com"
model = "claude-haiku-4-5"
api_key_env = "ANTHROPIC_API_KEY"

[inference.providers.local]       # POST {base_url}/v1/chat/completions
plugin = "openai"
base_url = "http://127.0.0.1:8080"
model = "qwen2.5-coder-3b"
"#;
        let inf = parse(text).unwrap();
        assert_eq!(inf.providers.len(), 3);
        assert_eq!(inf.providers["haiku"].plugin, "anthropic");
    }

    #[test]
    fn no_inference_table_means_templates_then_rules() {
        assert_eq!(parse("").unwrap().order, vec!["templates", "rules"]);
        assert_eq!(
            parse("[tools]\nx = 1\n").unwrap().order,
            vec!["templates", "rules"]
        );
    }

    #[test]
    fn mistakes_are_named() {
        let e = parse("[inference]\norder = [\"ollama\"]\n").unwrap_err();
        assert!(e.contains("no [inference.providers.ollama] table"), "{e}");
        let e = parse("[inference]\norder = [\"x\"]\n[inference.providers.x]\nplugin = \"gpt\"\nmodel = \"m\"\n")
            .unwrap_err();
        assert!(e.contains("unknown plugin `gpt`"), "{e}");
        let e =
            parse("[inference]\norder = [\"x\"]\n[inference.providers.x]\nplugin = \"ollama\"\n")
                .unwrap_err();
        assert!(e.contains("needs a `model`"), "{e}");
        assert!(parse("[inference]\nordr = []\n").is_err());
    }

    #[test]
    fn constrained_is_for_openai_only() {
        let inf = parse(
            "[inference]\norder = [\"l\"]\n[inference.providers.l]\nplugin = \"openai\"\nmodel = \"m\"\nconstrained = true\n",
        )
        .unwrap();
        assert!(inf.providers["l"].constrained);
        let e = parse(
            "[inference]\norder = [\"o\"]\n[inference.providers.o]\nplugin = \"ollama\"\nmodel = \"m\"\nconstrained = true\n",
        )
        .unwrap_err();
        assert!(
            e.contains("`constrained = true` needs the openai plugin"),
            "{e}"
        );
    }

    #[test]
    fn a_model_of_its_own_replaces_the_configured_ones() {
        let inf = parse(
            "[inference]\norder = [\"rules\", \"o\", \"templates\"]\n[inference.providers.o]\nplugin = \"ollama\"\nmodel = \"m\"\n[inference.providers.spare]\nplugin = \"openai\"\nmodel = \"m\"\n",
        )
        .unwrap();
        let root = Path::new(".");
        let spare = inf.named_model("spare", root).unwrap();
        let names: Vec<String> = inf
            .providers_with(root, spare)
            .iter()
            .map(|p| p.name().to_string())
            .collect();
        assert_eq!(names, ["rules", "templates", "spare"]);
        let e = inf.named_model("rules", root).err().unwrap();
        assert!(e.contains("its model providers: o, spare"), "{e}");
    }

    #[test]
    fn a_missing_key_fails_the_provider_not_the_config() {
        let inf = parse(
            "[inference]\norder = [\"a\"]\n[inference.providers.a]\nplugin = \"anthropic\"\nmodel = \"m\"\napi_key_env = \"LACKPY_TEST_SURELY_UNSET_KEY\"\n",
        )
        .unwrap();
        let e = inf.chat_model(&inf.providers["a"]).err().unwrap();
        assert_eq!(
            e,
            ProviderError::Config(
                "environment variable LACKPY_TEST_SURELY_UNSET_KEY is not set".into()
            )
        );
    }
}

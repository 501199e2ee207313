//! `lackpy`: the agent-facing front. This build has `kit list` and
//! `kit info`; `delegate`, `generate`, `mcp`, `template` and `init` come
//! with the inference and MCP stages.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde_json::json;

use lackpy::cli::{print_out, resolve_kit};
use lackpy::kit::{builtin_tool, ToolSpec, BUILTIN_TOOLS, PREDEFINED_KITS};

#[derive(Parser)]
#[command(
    name = "lackpy",
    version,
    about = "The agent-facing front of lackpy: kits and their tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Kits and the tools in them
    Kit {
        #[command(subcommand)]
        command: KitCommand,
    },
}

#[derive(Subcommand)]
enum KitCommand {
    /// The predefined kits and every built-in tool with its grade
    List {
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
    /// A kit's tools: signatures, descriptions, grades, and the kit's grade
    #[command(after_help = "Example:\n  lackpy kit info read,write_file")]
    Info {
        /// Comma list of tool names and kit names
        spec: String,
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Human,
    Json,
}

/// A tool as JSON: name, signature, parameters, return type, description, grade.
fn tool_json(t: &ToolSpec) -> serde_json::Value {
    json!({
        "name": t.name, "signature": t.signature(), "params": t.params, "returns": t.returns,
        "description": t.description, "grade": t.grade,
    })
}

/// A tool as one line of human output.
fn tool_line(t: &ToolSpec) -> String {
    format!("  {:<48} {}  {}\n", t.signature(), t.grade, t.description)
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Kit {
            command: KitCommand::List { format },
        } => {
            let tools: Vec<_> = BUILTIN_TOOLS
                .iter()
                .filter_map(|r| builtin_tool(r.0))
                .collect();
            match format {
                Format::Json => print_out(&format!(
                    "{}\n",
                    json!({
                        "kits": PREDEFINED_KITS.iter().map(|(k, ts)| json!({"name": k, "tools": ts})).collect::<Vec<_>>(),
                        "tools": tools.iter().map(tool_json).collect::<Vec<_>>(),
                    })
                )),
                Format::Human => {
                    let mut s = String::from("kits:\n");
                    for (k, ts) in PREDEFINED_KITS {
                        s.push_str(&format!(
                            "  {k:<10} {}\n",
                            if ts.is_empty() {
                                "(no tools)".into()
                            } else {
                                ts.join(", ")
                            }
                        ));
                    }
                    s.push_str("\ntools:\n");
                    tools.iter().for_each(|t| s.push_str(&tool_line(t)));
                    print_out(&s);
                }
            }
            ExitCode::SUCCESS
        }
        Command::Kit {
            command: KitCommand::Info { spec, format },
        } => {
            let kit = match resolve_kit(&spec) {
                Ok(k) => k,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            match format {
                Format::Json => print_out(&format!(
                    "{}\n",
                    json!({
                        "kit": spec,
                        "grade": kit.grade(),
                        "tools": kit.tools().iter().map(tool_json).collect::<Vec<_>>(),
                    })
                )),
                Format::Human => {
                    let mut s = format!("kit {spec}: grade {}\n", kit.grade());
                    kit.tools().iter().for_each(|t| s.push_str(&tool_line(t)));
                    print_out(&s);
                }
            }
            ExitCode::SUCCESS
        }
    }
}

#!/usr/bin/env bash
# Fails when the lean core (`cargo build --lib --no-default-features`)
# depends, at run time or at build time, on a crate that belongs behind a
# feature: the async runtime, HTTP and TLS (infer, mcp), the MCP SDK (mcp),
# the argument parser (cli) or tree-sitter (code-search).
set -euo pipefail
cd "$(dirname "$0")/.."

heavy='tokio|reqwest|rustls|rmcp|schemars|clap|tree-sitter'
status=0
for edges in normal normal,build; do
  # `cargo tree` prints one crate a line as `├── name vX.Y.Z`.
  tree=$(cargo tree --no-default-features --locked -e "$edges" --prefix none)
  found=$(printf '%s\n' "$tree" | awk '{print $1}' | grep -E "^($heavy)([-_].*)?$" | sort -u || true)
  if [ -n "$found" ]; then
    echo "the lean core's dependency tree (-e $edges) has crates that belong behind a feature:" >&2
    printf '  %s\n' $found >&2
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "lean core: none of tokio, reqwest, rustls, rmcp, schemars, clap, tree-sitter"
exit "$status"

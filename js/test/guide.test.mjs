// The JavaScript examples of the README and of spec/javascript.md run as
// they are shown: each ```js block is written beside this file (so that
// `import ... from "lackpy"` resolves to this package by its own name) and
// run by node; it must end without an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..");

function jsBlocks(file) {
  const lines = readFileSync(path.join(repo, file), "utf8").split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === "```js") {
      const start = i + 1;
      while (++i < lines.length && !lines[i].trim().startsWith("```"));
      out.push({ where: `${file}:${start}`, source: lines.slice(start, i).join("\n") });
    }
  }
  return out;
}

const blocks = ["README.md", "spec/javascript.md"].flatMap(jsBlocks);

test("the guide has JavaScript examples", () => {
  assert.ok(blocks.length >= 2, `only ${blocks.length}`);
});

for (const { where, source } of blocks) {
  test(`example ${where} runs`, () => {
    const file = path.join(here, `.example-${process.pid}.mjs`);
    writeFileSync(file, source);
    try {
      execFileSync(process.execPath, [file], { stdio: "pipe", timeout: 60000 });
    } finally {
      rmSync(file, { force: true });
    }
  });
}

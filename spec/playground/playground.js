// The playground page (spec/playground.md): the npm package runs the
// program in the page. A classic script, as is the package's bundle beside
// it (lackpy.bundle.js, made by scripts/spec-book), so the page works from
// file:// as well as served: it imports and fetches nothing.
(async function () {
  "use strict";
  let run, check;

  const $ = (id) => document.getElementById(id);
  const source = $("lp-source");
  const highlight = $("lp-highlight");
  const kit = $("lp-kit");
  const result = $("lp-result");
  const filesBox = $("lp-files");

  const START = {
    src: "text = read_file('notes.txt')\nwords = text.split()\nprint(len(words), 'words')\nsorted(set(words))[:3]\n",
    kit: "read",
    files: { "notes.txt": "the quick brown fox jumps over the lazy dog\n" },
  };

  // ---- highlighting -----------------------------------------------------------

  const KEYWORDS = new Set(
    "and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield".split(" "),
  );
  const TOKEN = /(#[^\n]*)|([rbfRBF]{0,2}("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?))|(\b\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?\b)|([A-Za-z_]\w*)/g;

  const esc = (s) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);

  function paint(text, badLine) {
    let html = "";
    let last = 0;
    for (const m of text.matchAll(TOKEN)) {
      html += esc(text.slice(last, m.index));
      const [t] = m;
      const cls = m[1] ? "c" : m[2] ? "s" : m[4] ? "n" : KEYWORDS.has(t) ? "k" : null;
      html += cls ? `<span class="lp-${cls}">${esc(t)}</span>` : esc(t);
      last = m.index + t.length;
    }
    html += esc(text.slice(last));
    const lines = html.split("\n");
    if (badLine && lines[badLine - 1] !== undefined) {
      lines[badLine - 1] = `<mark class="lp-bad">${lines[badLine - 1] || " "}</mark>`;
    }
    highlight.innerHTML = lines.join("\n") + "\n";
  }

  let marked = 0;
  source.addEventListener("input", () => {
    marked = 0;
    paint(source.value);
  });
  source.addEventListener("scroll", () => {
    highlight.scrollTop = source.scrollTop;
    highlight.scrollLeft = source.scrollLeft;
  });

  // ---- files --------------------------------------------------------------------

  function addFile(path = "", text = "") {
    const row = document.createElement("div");
    row.className = "lp-file";
    row.innerHTML = `<input class="lp-path" placeholder="path/name.txt"><button type="button">remove</button><textarea class="lp-text" rows="3" spellcheck="false"></textarea>`;
    row.querySelector(".lp-path").value = path;
    row.querySelector(".lp-text").value = text;
    row.querySelector("button").onclick = () => row.remove();
    filesBox.append(row);
  }

  function files() {
    const out = {};
    for (const row of filesBox.querySelectorAll(".lp-file")) {
      const p = row.querySelector(".lp-path").value.trim();
      if (p) out[p] = row.querySelector(".lp-text").value;
    }
    return out;
  }

  function load({ src, kit: k, files: f }) {
    source.value = src ?? "";
    kit.value = k ?? "read";
    filesBox.replaceChildren();
    for (const [p, t] of Object.entries(f ?? {})) addFile(p, t);
    paint(source.value);
  }

  // ---- sharing through the address -------------------------------------------------

  function encode(state) {
    const bytes = new TextEncoder().encode(JSON.stringify(state));
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function decode(text) {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  }

  function state() {
    return { src: source.value, kit: kit.value, files: files() };
  }

  $("lp-share").onclick = () => {
    // Only the fragment changes (a file:// page's origin is "null").
    history.replaceState(null, "", `#code=${encode(state())}`);
    navigator.clipboard?.writeText(location.href).catch(() => {});
    $("lp-status").textContent = "the address now holds this program";
  };

  // ---- running ------------------------------------------------------------------

  function show(label, body, cls = "") {
    return `<section class="lp-out ${cls}"><h4>${label}</h4>${body}</section>`;
  }

  const pre = (s, id) => `<pre${id ? ` id="${id}"` : ""}>${esc(s)}</pre>`;

  function render(report, diags) {
    let html = "";
    const err = report.error;
    html += show("Output", pre(report.stdout, "lp-stdout"));
    if (report.repr !== null && report.repr !== undefined) html += show("Result", pre(report.repr, "lp-repr"));
    if (err) {
      const where = err.line ? ` (line ${err.line}${err.column ? `, column ${err.column}` : ""})` : "";
      html += show("Error", pre(`${err.type}: ${err.message}${where}`, "lp-error"), "lp-fail");
    }
    if (diags.length) {
      const items = diags
        .map((d) => `<li><b>${esc(d.code)}</b> line ${d.line}, column ${d.column}: ${esc(d.message)}${d.hint ? `<br><i>help: ${esc(d.hint)}</i>` : ""}</li>`)
        .join("");
      html += show("Diagnostics", `<ul id="lp-diagnostics">${items}</ul>`, "lp-fail");
    }
    if (report.grade) html += show("Grade", pre(`w${report.grade.w}/d${report.grade.d}`, "lp-grade"));
    if (report.trace?.length) {
      const rows = report.trace
        .map((t) => `<tr><td>${t.step}</td><td>${esc(t.tool)}</td><td>${esc(JSON.stringify(t.args))}</td><td>${esc(t.success ? JSON.stringify(t.result) : `error: ${t.error}`)}</td></tr>`)
        .join("");
      html += show("Trace", `<table id="lp-trace"><tr><th>step</th><th>tool</th><th>args</th><th>result</th></tr>${rows}</table>`);
    }
    if (report.changes && Object.keys(report.changes).length) {
      html += show("Files written", pre(Object.entries(report.changes).map(([p, t]) => `${p}:\n${t}`).join("\n"), "lp-changes"));
    }
    if (report.stats) html += `<p class="lp-stats">${report.stats.instructions} instructions, ${report.stats.elapsed_ms.toFixed(2)} ms</p>`;
    result.innerHTML = html;
  }

  function go() {
    const src = source.value;
    const opts = { kit: kit.value, files: files() };
    try {
      const checked = check(src, { kit: opts.kit });
      const report = run(src, opts);
      const diags = checked.errors;
      marked = diags[0]?.line ?? report.error?.line ?? 0;
      paint(src, marked);
      render(report, diags);
      result.dataset.done = report.success ? "ok" : "failed";
    } catch (e) {
      result.innerHTML = show("Error", pre(`${e.name}: ${e.message}`, "lp-error"), "lp-fail");
      result.dataset.done = "failed";
    }
  }

  $("lp-run").onclick = go;
  $("lp-add-file").onclick = () => addFile();
  source.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) go();
  });

  // ---- examples: the spec's own (scripts/spec-book collects them) --------------------

  const picker = $("lp-example");
  const examples = typeof lackpyExamples === "undefined" ? [] : lackpyExamples;
  examples.forEach((ex, i) => picker.add(new Option(ex.name, String(i))));
  picker.onchange = () => {
    const ex = examples[Number(picker.value)];
    if (ex) load({ src: ex.source, kit: kit.value, files: files() });
  };

  const shared = location.hash.match(/^#code=([\w-]+)/);
  load(shared ? decode(shared[1]) : START);
  try {
    ({ run, check } = await lackpyReady);
  } catch (e) {
    $("lp-status").textContent = `lackpy did not load: ${e}`;
    return;
  }
  $("lp-run").disabled = false;
  $("lp-status").textContent = "ready";
  if (shared) go();
})();

"""The spec book's playground in a real browser: Debian's Chromium, headless,
opens target/spec-book/playground.html with a program in the address's
#code=, which the page runs on load; the page's DOM is then read and
compared with what `lackpy-vm run` gives for the same program. Each program
is run twice: with the book served by a static server this script starts on
127.0.0.1, and with the page opened straight from its file (a file:// URL,
under Chromium's default rules for such pages), where the server also
checks that the served page asked for nothing the book lacks. Builds the
book (and the npm package) first when they are missing; installs chromium
with apt-get when it is missing. Usage: python3 scripts/test_playground.py"""
import base64
import functools
import html
import http.server
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOK = ROOT / "target" / "spec-book"


def chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    subprocess.run(["apt-get", "update"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["apt-get", "install", "-y", "chromium"], check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    return shutil.which("chromium")


class Quiet(http.server.SimpleHTTPRequestHandler):
    missing = []

    def log_message(self, *args):
        pass

    def send_error(self, code, *args, **kwargs):
        Quiet.missing.append(f"{code} {self.path}")
        super().send_error(code, *args, **kwargs)


def serve():
    handler = functools.partial(Quiet, directory=str(BOOK))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def dom(browser, url):
    with tempfile.TemporaryDirectory() as profile:
        r = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={profile}", "--virtual-time-budget=30000", "--dump-dom", url],
            capture_output=True, text=True, timeout=120)
    return r.stdout


def text_of(page, id_):
    m = re.search(rf'id="{id_}"[^>]*>(.*?)</(?:pre|ul|table)>', page, re.S)
    return None if m is None else html.unescape(re.sub(r"<[^>]+>", "", m.group(1)))


def vm(src, kit, files):
    with tempfile.TemporaryDirectory() as d:
        for p, t in files.items():
            (pathlib.Path(d) / p).parent.mkdir(parents=True, exist_ok=True)
            (pathlib.Path(d) / p).write_text(t)
        r = subprocess.run([str(ROOT / "target/debug/lackpy-vm"), "run", "-", "--format", "json",
                            "--kit", kit, "--root", d], input=src, capture_output=True, text=True)
    return json.loads(r.stdout)


def problems_of(page, want):
    problems = []
    done = re.search(r'id="lp-result"[^>]*data-done="(\w+)"', page)
    if not done:
        status = re.search(r'id="lp-status"[^>]*>([^<]*)<', page)
        problems.append(f"the page never finished a run (status: {status and status.group(1)!r})")
    elif (done.group(1) == "ok") != want["success"]:
        problems.append(f"the page says {done.group(1)}, lackpy-vm says success={want['success']}")
    if want["success"]:
        if text_of(page, "lp-stdout") != want["stdout"]:
            problems.append(f"stdout {text_of(page, 'lp-stdout')!r} != {want['stdout']!r}")
        if want["repr"] is not None and text_of(page, "lp-repr") != want["repr"]:
            problems.append(f"repr {text_of(page, 'lp-repr')!r} != {want['repr']!r}")
        g = want["grade"]
        if text_of(page, "lp-grade") != f"w{g['w']}/d{g['d']}":
            problems.append(f"grade {text_of(page, 'lp-grade')!r}")
        if want["trace"] and "lp-trace" not in page:
            problems.append("no trace shown")
    else:
        err = want["error"]
        shown = text_of(page, "lp-error") or ""
        if not shown.startswith(f"{err['type']}: "):
            problems.append(f"error {shown!r} is not a {err['type']}")
        line = err.get("line") or (err.get("diagnostics") or [{}])[0].get("line")
        marked = re.search(r'<mark class="lp-bad">', page)
        lines_before = page[page.find('id="lp-highlight"'):marked.start()].count("\n") if marked else -1
        if not marked or lines_before + 1 != line:
            problems.append(f"line {line} is not the one marked (found {lines_before + 1})")
        if err["type"] == "SyntaxError" or err["type"] == "CheckError":
            if "E0101" not in (text_of(page, "lp-diagnostics") or ""):
                problems.append("the diagnostic E0101 is not shown")
    return problems


def main():
    if not (BOOK / "playground" / "lackpy.bundle.js").exists():
        subprocess.run([str(ROOT / "scripts/spec-book")], check=True)
    if not (ROOT / "target/debug/lackpy-vm").exists():
        subprocess.run(["cargo", "build", "--locked", "--bin", "lackpy-vm"], check=True, cwd=ROOT)
    browser = chromium()
    server = serve()
    bases = [
        ("served", f"http://127.0.0.1:{server.server_address[1]}/playground.html"),
        ("file://", (BOOK / "playground.html").as_uri()),
    ]
    examples = json.loads((BOOK / "playground" / "examples.json").read_text())
    wordcount = next(e for e in examples if e["name"] == "examples/wordcount.py")
    cases = [
        ("the spec's wordcount example", wordcount["source"], "none", {}),
        ("a program over the in-memory files",
         "t = read_file('notes.txt')\nwrite_file('out.txt', t.upper())\nprint(find_files('*.txt'))\nlen(t)\n",
         "read,write_file,edit_file", {"notes.txt": "hello there\n"}),
        ("a run-time error, its line marked", "x = 1\ny = {}\ny['k']\n", "none", {}),
        ("a check error, its diagnostic shown", "n = 0\nwhile n < 3:\n    n += 1\n", "none", {}),
    ]
    passed = failed = 0
    try:
        for name, src, kit, files in cases:
            state = json.dumps({"src": src, "kit": kit, "files": files}).encode()
            code = base64.urlsafe_b64encode(state).decode().rstrip("=")
            want = vm(src, kit, files)
            for how, base in bases:
                problems = problems_of(dom(browser, f"{base}#code={code}"), want)
                if problems:
                    failed += 1
                    print(f"FAIL {name} ({how}): " + "; ".join(problems))
                else:
                    passed += 1
                    print(f"ok   {name} ({how})")
    finally:
        server.shutdown()
    if Quiet.missing:
        failed += 1
        print("FAIL the served page asked for what the book lacks: " + ", ".join(sorted(set(Quiet.missing))))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

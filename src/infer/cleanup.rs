//! Cleaning a model's reply into a program before it is checked. Small
//! models wrap code in fences and prose, think aloud in `<think>` blocks,
//! explain themselves afterwards, or end a cell with `return x` as if it
//! were a function body. None of that is the model's program; all of it
//! would cost a retry if the checker saw it. Cleanup never adds code: it
//! only removes wrapping, and a reply that already parses keeps its text.
//! A fence need not start its line (`Sure! ```python`), a closing fence may
//! be followed by an explanation, and a program wrapped in a function
//! (`def main():` … `main()`, or a single top-level `async def`) is
//! unwrapped to its body.

/// The program in a model's reply.
pub fn clean(raw: &str) -> String {
    let text = strip_think(raw);
    let text = split_inline_fences(&text);
    let text = match fenced_block(&text) {
        Some(code) => code,
        None => strip_backtick_lines(&text),
    };
    let text = dedent(&text);
    let text = unwrap_main(&text);
    let text = top_level_return(&text);
    let text = strip_prose(&text);
    text.trim_matches('\n').to_string() + "\n"
}

fn parses(src: &str) -> bool {
    crate::syntax::parse(src).is_ok()
}

/// Remove `<think>…</think>` blocks. An unopened `</think>` (some models
/// omit the opening tag) drops everything before it; an unclosed
/// `<think>` drops everything after it (the reasoning never ended).
pub(crate) fn strip_think(raw: &str) -> String {
    let mut text = raw.to_string();
    loop {
        let lower = text.to_ascii_lowercase();
        match (lower.find("<think>"), lower.find("</think>")) {
            (Some(open), Some(close)) if open < close => {
                text.replace_range(open..close + "</think>".len(), "");
            }
            (_, Some(close)) => {
                text.replace_range(..close + "</think>".len(), "");
            }
            (Some(open), None) => {
                text.truncate(open);
                return text;
            }
            (None, None) => return text,
        }
    }
}

/// The body of the first fenced block, preferring one labelled as Python
/// (or lackpy, or unlabelled) over a block in another language. An
/// unterminated fence runs to the end of the reply.
fn fenced_block(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks: Vec<(String, String)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let t = lines[i].trim_start();
        let fence = if t.starts_with("```") {
            "```"
        } else if t.starts_with("~~~") {
            "~~~"
        } else {
            i += 1;
            continue;
        };
        let lang = t.trim_start_matches(fence).trim().to_ascii_lowercase();
        let mut body = Vec::new();
        i += 1;
        while i < lines.len() && !lines[i].trim_start().starts_with(fence) {
            body.push(lines[i]);
            i += 1;
        }
        i += 1;
        // A lone fence (a stray closing one) encloses nothing: not a block.
        if body.iter().any(|l| !l.trim().is_empty()) {
            blocks.push((lang, body.join("\n")));
        }
    }
    let python = |l: &str| matches!(l, "" | "python" | "py" | "python3" | "lackpy" | "ipython");
    blocks
        .iter()
        .find(|(l, _)| python(l))
        .or(blocks.first())
        .map(|(_, b)| b.clone())
}

/// Lines that are only backticks (a fence with nothing paired to it), and
/// a whole reply wrapped in single backticks.
fn strip_backtick_lines(text: &str) -> String {
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| {
            let t = l.trim();
            !(t.starts_with("```") || t.starts_with("~~~"))
        })
        .collect();
    let joined = kept.join("\n");
    let t = joined.trim();
    if let Some(inner) = t.strip_prefix('`').and_then(|t| t.strip_suffix('`')) {
        if !inner.contains('`') {
            return inner.to_string();
        }
    }
    joined
}

/// A fence that does not start its line (`Sure! ```python`, or
/// `len(x)```) is moved to a line of its own, so the fence rules see it.
fn split_inline_fences(text: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        match line.find("```") {
            Some(at) if !t.starts_with("```") => {
                let before = &line[..at];
                if !before.trim().is_empty() {
                    out.push(before.trim_end());
                }
                out.push(&line[at..]);
            }
            _ => out.push(line),
        }
    }
    out.join("\n")
}

/// A program wrapped in a function: one top-level `def NAME():` that the
/// rest of the reply only calls (`NAME()`, `print(NAME())`, under
/// `if __name__ == "__main__":`, through `asyncio.run`), or one top-level
/// `async def` even when it is never called. The body takes the place of
/// the definition and the calls go; lines before the definition stay.
fn unwrap_main(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indented = |l: &str| l.starts_with([' ', '\t']);
    let top = |l: &str| {
        let t = l.trim();
        !t.is_empty() && !indented(l) && !t.starts_with('#')
    };
    let defs: Vec<usize> = (0..lines.len())
        .filter(|&i| top(lines[i]))
        .filter(|&i| lines[i].starts_with("def ") || lines[i].starts_with("async def "))
        .collect();
    let [d] = defs[..] else {
        return text.to_string();
    };
    let header = lines[d];
    let is_async = header.starts_with("async ");
    let rest = header
        .trim_start_matches("async ")
        .trim_start_matches("def ")
        .trim_start();
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let Some(after) = rest[name.len()..].trim_start().strip_prefix("()") else {
        return text.to_string();
    };
    let Some(colon) = after.find(':') else {
        return text.to_string();
    };
    let (ret, inline) = (after[..colon].trim(), after[colon + 1..].trim());
    if name.is_empty() || !(ret.is_empty() || ret.starts_with("->")) {
        return text.to_string();
    }
    let mut body: Vec<&str> = Vec::new();
    if !inline.is_empty() && !inline.starts_with('#') {
        body.push(inline);
    }
    let mut end = d + 1;
    while end < lines.len() && (lines[end].trim().is_empty() || indented(lines[end])) {
        body.push(lines[end]);
        end += 1;
    }
    let calls = [
        format!("{name}()"),
        format!("print({name}())"),
        format!("asyncio.run({name}())"),
        format!("print(asyncio.run({name}()))"),
        format!("await {name}()"),
    ];
    let mut called = false;
    for l in &lines[end..] {
        let t = l.trim().trim_end_matches(';');
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let main_guard = t.replace('\'', "\"");
        if calls.iter().any(|c| c == t) {
            called = true;
        } else if main_guard != "if __name__ == \"__main__\":" {
            // Something else follows: not a wrapper.
            return text.to_string();
        }
    }
    if !called && !is_async {
        return text.to_string();
    }
    let mut out: Vec<String> = lines[..d].iter().map(|l| l.to_string()).collect();
    out.push(dedent(&body.join("\n")));
    out.join("\n")
}

/// Remove indentation every non-blank line shares.
fn dedent(text: &str) -> String {
    let indent = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    text.lines()
        .map(|l| l.get(indent..).unwrap_or_else(|| l.trim_start()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A top-level `return x` becomes the cell's last expression `x`; a bare
/// `return` goes. Indented returns are left for the checker to name.
fn top_level_return(text: &str) -> String {
    text.lines()
        .filter_map(|l| {
            if l == "return" || l.starts_with("return;") {
                None
            } else if let Some(rest) = l.strip_prefix("return ") {
                Some(rest.trim_start().to_string())
            } else {
                Some(l.to_string())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Python's statement and operator keywords: a line starting with one is
/// code (maybe code lackpy refuses, which the checker must get to name).
const CODE_WORDS: &[&str] = &[
    "for", "if", "elif", "else", "with", "not", "and", "or", "in", "is", "lambda", "print",
    "import", "from", "def", "class", "while", "try", "except", "finally", "return", "raise",
    "assert", "del", "global", "nonlocal", "async", "await", "yield", "pass", "break", "continue",
    "match", "case", "type",
];

/// A line that reads as a sentence rather than code: it starts with a
/// word followed by another word, is not a statement keyword, and does
/// not parse on its own.
fn is_prose(line: &str) -> bool {
    let t = line.trim();
    let mut words = t.split_whitespace();
    let (Some(first), Some(second)) = (words.next(), words.next()) else {
        return false;
    };
    let first_word = first.trim_end_matches([':', ',']);
    first_word.chars().all(|c| c.is_alphabetic() || c == '\'')
        && !first_word.is_empty()
        && second.chars().next().is_some_and(|c| c.is_alphanumeric())
        && !CODE_WORDS.contains(&first_word)
        && !parses(t)
}

/// Prose before and after the code: dropped, line by line from either
/// end, only while the whole does not parse — a program that parses is
/// never cut.
fn strip_prose(text: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    while !parses(&lines.join("\n")) {
        let first = lines.iter().position(|l| !l.trim().is_empty());
        let last = lines.iter().rposition(|l| !l.trim().is_empty());
        match (first, last) {
            (Some(f), _) if is_prose(lines[f]) => {
                lines.drain(..=f);
            }
            (_, Some(l)) if is_prose(lines[l]) => {
                lines.truncate(l);
            }
            _ => break,
        }
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::clean;

    #[test]
    fn plain_program_is_kept() {
        let p = "x = read_file('a.py')\nlen(x)\n";
        assert_eq!(clean(p), p);
    }

    #[test]
    fn fences_and_surrounding_prose_go() {
        let raw = "Here is the cell:\n\n```python\nx = 1\nx + 1\n```\n\nThis adds one.";
        assert_eq!(clean(raw), "x = 1\nx + 1\n");
    }

    #[test]
    fn python_block_preferred_over_others() {
        let raw = "```text\nnot code\n```\n```py\nlen('ab')\n```";
        assert_eq!(clean(raw), "len('ab')\n");
    }

    #[test]
    fn unterminated_fence_runs_to_the_end() {
        assert_eq!(clean("```python\nx = 2\nx"), "x = 2\nx\n");
    }

    #[test]
    fn think_blocks_go() {
        let raw = "<think>\nI should call read_file.\n</think>\nread_file('a')";
        assert_eq!(clean(raw), "read_file('a')\n");
        assert_eq!(clean("reasoning...</think>\n1 + 1"), "1 + 1\n");
        assert_eq!(
            clean("<THINK>a</THINK>x = 1\n<think>b</think>x"),
            "x = 1\nx\n"
        );
    }

    #[test]
    fn stray_backtick_lines_go() {
        assert_eq!(clean("```\nx = 1\nx"), "x = 1\nx\n");
        assert_eq!(clean("x = 1\nx\n```"), "x = 1\nx\n");
        assert_eq!(clean("`len('abc')`"), "len('abc')\n");
    }

    #[test]
    fn trailing_explanation_goes() {
        let raw =
            "files = find_files('*.py')\nlen(files)\n\nThis counts the Python files in the root.";
        assert_eq!(clean(raw), "files = find_files('*.py')\nlen(files)\n");
        let raw = "x = 1\nx\nNote: the last line is shown.\nIt is an int.";
        assert_eq!(clean(raw), "x = 1\nx\n");
    }

    #[test]
    fn leading_prose_goes() {
        assert_eq!(clean("Sure, here you go:\nlen([1, 2])"), "len([1, 2])\n");
    }

    #[test]
    fn code_that_reads_like_words_is_kept() {
        // An expression statement starting with a name is code, not prose.
        let p = "x = 1\ny = 2\nx if y else 3\n";
        assert_eq!(clean(p), p);
    }

    #[test]
    fn top_level_return_becomes_the_last_expression() {
        assert_eq!(clean("x = 3\nreturn x * 2"), "x = 3\nx * 2\n");
        assert_eq!(clean("print(1)\nreturn"), "print(1)\n");
        // An indented return is not touched: the checker reports it.
        assert_eq!(
            clean("for a in [1]:\n    return a"),
            "for a in [1]:\n    return a\n"
        );
    }

    #[test]
    fn a_fence_on_a_prose_line_and_prose_after_a_closing_fence() {
        let raw = "Sure! ```python\nfiles = find_files('*.py')\nlen(files)\n``` This counts them.";
        assert_eq!(clean(raw), "files = find_files('*.py')\nlen(files)\n");
        let raw = "Here it is: ```python\nlen('abc')```\nThat is all.";
        assert_eq!(clean(raw), "len('abc')\n");
    }

    #[test]
    fn a_program_wrapped_in_a_function_is_unwrapped() {
        let raw = "def main():\n    files = find_files('*.py')\n    return len(files)\n\nmain()\n";
        assert_eq!(clean(raw), "files = find_files('*.py')\nlen(files)\n");
        let raw = "```python\ndef main() -> int:\n    x = 2\n    print(x)\n\nif __name__ == '__main__':\n    main()\n```";
        assert_eq!(clean(raw), "x = 2\nprint(x)\n");
        let raw = "async def run():\n    text = read_file('a')\n    return len(text)\n";
        assert_eq!(clean(raw), "text = read_file('a')\nlen(text)\n");
        // A function that is defined and used otherwise is left for the checker.
        let raw = "def f():\n    return 1\n\nx = f() + 1\nx\n";
        assert_eq!(clean(raw), raw);
        let raw = "def f(a):\n    return a\n\nf(1)\n";
        assert_eq!(clean(raw), raw);
    }

    #[test]
    fn shared_indentation_is_removed() {
        assert_eq!(clean("    x = 1\n    x"), "x = 1\nx\n");
    }
}

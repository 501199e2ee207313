//! Prose shows large values briefly (spec/literate.md, "Large values"):
//! the expected text comes from CPython, as an f-string for what prose
//! shows whole and from the items' own reprs for what it shortens.

mod common;

use lackpy::kit::Kit;
use lackpy::literate::driver::{Driver, Status};
use lackpy::literate::kernel::Kernel;
use lackpy::vm::{Limits, NoTools};

fn render(doc: &str) -> String {
    let mut d = Driver::new(Kernel::new(
        Kit::default(),
        NoTools,
        Limits::default(),
        "doc.md",
    ));
    assert_eq!(d.run_document(doc), Ok(Status::Complete), "{:?}", d.log);
    d.log.rendered()
}

fn python(program: &str) -> String {
    common::python3(program, &common::root())
}

/// Values shared by the tests, as lackpy and Python both read them.
const SETUP: &str = "\
nums = list(range(60))
words = ['w' + str(i) for i in range(51)]
pairs = tuple([(i, str(i)) for i in range(75)])
table = {'k' + str(i): [i, i * 0.5] for i in range(120)\
}
nested = [[i] * 3 for i in range(55)]
exact = list(range(50))
small = [1, 'two', 3.0, None, (4,)]
one = (7,)
empty = {}
";

/// CPython's rendering of prose: what an f-string shows for values of at
/// most `limit` items, else the first and last items' reprs around the
/// count left out.
const ORACLE: &str = r#"
def brief(v, limit):
    if not isinstance(v, (list, tuple, dict, set)) or len(v) <= limit:
        return None
    items = list(v.items()) if isinstance(v, dict) else list(v)
    show = (lambda xs: [f"{k!r}: {x!r}" for k, x in xs]) if isinstance(v, dict) else (lambda xs: [repr(x) for x in xs])
    head, tail = (limit + 1) // 2, limit // 2
    parts = show(items[:head]) + [f"… {len(items) - limit} items …"] + show(items[len(items) - tail:])
    o, c = {list: "[]", tuple: "()", dict: "{}", set: "{}"}[type(v)]
    return o + ", ".join(parts) + c
"#;

fn doc(limit: Option<usize>, prose: &[&str]) -> String {
    let front = limit.map_or(String::new(), |n| format!("---\ndisplay_limit: {n}\n---\n"));
    format!(
        "{front}```lackpy @hidden\n{SETUP}```\n\n{}\n",
        prose.join("\n")
    )
}

/// Each prose line is `{expr}` or `{expr!r}`; Python renders it with the
/// oracle, falling back to the f-string.
fn expected(limit: usize, lines: &[&str]) -> String {
    let mut py = format!("{SETUP}{ORACLE}");
    for line in lines {
        let inner = line.trim_start_matches('{').trim_end_matches('}');
        let (expr, conv) = match inner.strip_suffix("!r") {
            Some(e) => (e, "!r"),
            None => (inner, ""),
        };
        py.push_str(&format!(
            "v = {expr}\nb = brief(v, {limit})\nprint(b if b is not None else f'{{v{conv}}}')\n"
        ));
    }
    python(&py)
}

const FIELDS: &[&str] = &[
    "{nums}",
    "{words}",
    "{words!r}",
    "{pairs}",
    "{table}",
    "{nested}",
    "{exact}",
    "{small}",
    "{small!r}",
    "{one}",
    "{empty}",
    "{nums[:3]}",
    "{len(nums)}",
    "{'text'}",
    "{'text'!r}",
];

#[test]
fn large_values_are_brief_and_small_ones_exactly_as_an_fstring_shows_them() {
    assert_eq!(render(&doc(None, FIELDS)), expected(50, FIELDS));
    for limit in [1, 2, 7, 50, 200] {
        assert_eq!(
            render(&doc(Some(limit), FIELDS)),
            expected(limit, FIELDS),
            "display_limit {limit}"
        );
    }
}

#[test]
fn a_field_with_a_spec_or_ascii_and_a_cells_own_output_are_not_shortened() {
    let lines = [
        "{nums!a}",
        "{len(table):>6}",
        "{nums=}",
        "{', '.join(words)}",
    ];
    let cells = "```lackpy\nprint(nums)\nprint(f'{table}')\ntable\n```\n";
    let text = format!("{}\n{cells}", doc(Some(4), &lines));
    let py = format!(
        "{SETUP}{ORACLE}print(f'{{nums!a}}')\nprint(f'{{len(table):>6}}')\nprint('nums=' + brief(nums, 4))\nprint(f\"{{', '.join(words)}}\")\nprint(nums)\nprint(f'{{table}}')\nprint(table)\n"
    );
    assert_eq!(render(&text), python(&py));
}

#[test]
fn a_set_shows_its_first_and_last_items_in_lackpys_order() {
    let out = render("```lackpy @hidden\ns = set(range(100))\n```\n\n{s}\n");
    let items: Vec<&str> = out
        .trim_end()
        .trim_matches(['{', '}'])
        .split(", ")
        .collect();
    assert_eq!(items.len(), 51, "{out}");
    assert_eq!(items[25], "… 50 items …");
    // Lackpy keeps a set's insertion order (spec/differences.md).
    assert_eq!(items[..3], ["0", "1", "2"]);
    assert_eq!(items[50], "99");
}

#[test]
fn a_bad_display_limit_is_refused_and_an_unset_one_is_no_warning() {
    for bad in ["0", "-3", "many", "2.5"] {
        let text = format!("---\ndisplay_limit: {bad}\n---\nHi\n");
        let errors = lackpy::literate::parse(&text).expect_err(bad);
        assert_eq!(errors[0].code.as_str(), "E0401", "{bad}");
        assert!(
            errors[0]
                .hint
                .as_deref()
                .is_some_and(|h| h.contains("display_limit")),
            "{:?}",
            errors[0]
        );
    }
    let mut d = Driver::new(Kernel::new(
        Kit::default(),
        NoTools,
        Limits::default(),
        "doc.md",
    ));
    let ok = d.run_document("---\ndisplay_limit: 3\n---\n{list(range(5))}\n");
    assert_eq!(ok, Ok(Status::Complete));
    assert!(d.log.warnings.is_empty(), "{:?}", d.log.warnings);
    assert_eq!(d.log.rendered(), "[0, 1, … 2 items …, 4]\n");
}

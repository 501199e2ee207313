"""Checks the spec book that `scripts/spec-book` built: every chapter
(spec/*.md) has its page, and every relative link in every page, with its
#anchor, points at a file of the book and an id in it.

    python3 scripts/check_spec_book.py SPEC_DIR BOOK_DIR
"""

import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for key in ("id", "name"):
            if attrs.get(key):
                self.ids.add(attrs[key])
        for key in ("href", "src"):
            if attrs.get(key) is not None:
                self.links.append(attrs[key])


def main(spec, book):
    spec, book = Path(spec), Path(book)
    problems = []
    chapters = sorted(p.name for p in spec.glob("*.md") if p.name != "SUMMARY.md")
    for name in chapters:
        page = "index.html" if name == "README.md" else name[:-3] + ".html"
        if not (book / page).is_file():
            problems.append(f"{name}: no page {page} in the book")

    pages = {}
    for path in book.rglob("*.html"):
        parser = Page()
        parser.feed(path.read_text(encoding="utf-8"))
        pages[path.resolve()] = parser

    checked = 0
    for path, page in sorted(pages.items()):
        for link in page.links:
            url = urlsplit(link)
            if url.scheme or url.netloc or link.startswith("//"):
                continue
            target = path if not url.path else (path.parent / unquote(url.path)).resolve()
            checked += 1
            where = path.relative_to(book.resolve())
            if not target.exists():
                problems.append(
                    f"{where}: link {link!r}: no such file in the book"
                    " (it holds spec/ only: link a chapter, or name other files in `code`)"
                )
            elif url.fragment and target in pages and unquote(url.fragment) not in pages[target].ids:
                problems.append(f"{where}: link {link!r}: no id {url.fragment!r} there")

    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"spec book: {len(problems)} broken", file=sys.stderr)
        return 1
    print(f"spec book: {len(chapters)} chapters, {len(pages)} pages, {checked} relative links resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))

text = read_file("README.md")
words = text.strip().lower().replace("-", " ").split()
title = text.splitlines()[0].lstrip("#").strip().title() if text else ""
first_word = " ".join(text.split()[:1]).upper()
words[:5], title, first_word

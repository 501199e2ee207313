# expect: E0208
f"{search_content}"

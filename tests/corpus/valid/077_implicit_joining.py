result = max(
    [
        3,
        7,
        1,
    ],
)
config = {
    "name": "lackpy",   # the project
    "tags": [
        "compiler",
        "python",
    ],
    "nested": {"a": (1,
                     2)},
}
long_call = search_content(
    "pattern",
    path="src",
)
text = ("implicit "
        "string "
        'concatenation')
result, config, len(long_call), text

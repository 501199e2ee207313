values = [1, "two", 3.0, [4], {"five": 5}, (6,), {7}, True, None]
kinds = []
for v in values:
    if isinstance(v, bool):
        kinds.append("bool")
    elif isinstance(v, (int, float)):
        kinds.append("number")
    elif isinstance(v, str):
        kinds.append("str")
    elif isinstance(v, (list, tuple, set)):
        kinds.append("seq")
    elif isinstance(v, dict):
        kinds.append("dict")
    else:
        kinds.append("other")
kinds

name = "report"
count = 7
message = (
    f"Name: {name}, "
    f"count: {count:03d}, "
    "static part, "
    rf"raw: {name}\d"
)
message

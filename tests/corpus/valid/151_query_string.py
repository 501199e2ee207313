qs = "name=lack%20py&ver=1&debug&tag=a&tag=b"
params = {}
for part in qs.split("&"):
    key, eq, value = part.partition("=")
    params.setdefault(key, []).append(value.replace("%20", " ") if eq else True)
params

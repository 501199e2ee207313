path = "/usr/local/lib/python3.11/site-packages"
parts = path.split("/")
print(parts[1:3], parts[-1], parts[-2][:6])
print("/".join(parts[:-1]))
print(path[path.rfind("/") + 1:])
path[:path.find("/lib")]

config = {"name": "", "port": 0, "host": None, "debug": False}
name = config.get("name") or "app"
port = config.get("port") or 8080
host = config.get("host") or "localhost"
debug = config.get("debug") or config.get("verbose") or "off"
missing = config.get("missing", "dflt") or "never"
[name, port, host, debug, missing]

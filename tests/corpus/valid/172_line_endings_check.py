files = find_files("**/*.txt")
crlf = [f for f in files if "\r\n" in read_file(f)]
tabs = [f for f in files if "\t" in read_file(f)]
{"crlf": crlf, "tabs": tabs}

text = ""
ord(text)

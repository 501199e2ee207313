# expect: E0003
data = b"\x00\x01"

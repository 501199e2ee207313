alphabet = "abcdefghijklmnopqrstuvwxyz"
shift = 3
message = "hello, world"
out = []
for ch in message:
    if ch in alphabet:
        out.append(alphabet[(alphabet.index(ch) + shift) % 26])
    else:
        out.append(ch)
encoded = "".join(out)
encoded

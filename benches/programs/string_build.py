# String building with f-strings and join.
parts = []
for i in range(60000):
    parts.append(f"{i}:{i % 13:>3}|{i * 0.5:.1f}")
text = ",".join(parts)
print("checksum", len(text), text[-20:])

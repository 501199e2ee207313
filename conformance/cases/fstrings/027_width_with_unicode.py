words = ["é", "中文", "😀", "abc"]
for w in words:
    print(f"[{w:>5}] [{w:^6}] [{w:-<4}]")
len(f"{'中文':>5}")

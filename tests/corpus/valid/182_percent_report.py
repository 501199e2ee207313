total = len(find_files("**/*"))
py = len(find_files("**/*.py"))
rs = len(find_files("**/*.rs"))
share = {k: (v / total if total else 0.0) for k, v in {"py": py, "rs": rs}.items()}
"; ".join([f"{k}: {v:.1%}" for k, v in share.items()])

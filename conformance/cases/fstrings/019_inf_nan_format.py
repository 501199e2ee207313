inf = float("inf")
nan = float("nan")
print(f"{inf} {-inf} {nan} {inf:f} {inf:F} {nan:F} {nan:e} {inf:E}")
print(f"[{inf:8}] [{-inf:<8}] [{nan:^8}] [{inf:+}] [{nan:+.2f}]")
print(f"[{inf:08.2f}] [{-inf:08}] [{inf:.1%}] [{inf:,}]")
f"{inf:g} {-inf:G} {nan:G}"

"ab"[None]

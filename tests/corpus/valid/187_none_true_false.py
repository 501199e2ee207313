flags = {"verbose": True, "quiet": False, "level": None}
enabled = [k for k, v in flags.items() if v is True]
disabled = [k for k, v in flags.items() if v is False]
unset = [k for k, v in flags.items() if v is None]
enabled, disabled, unset

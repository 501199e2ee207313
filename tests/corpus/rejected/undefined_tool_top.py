# expect: E0201
out = run_command("ls")
out

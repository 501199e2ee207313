n = len(find_files("*.md"))
if n > 5:
	size = "large"
	extra = n - 5
elif n > 0:
	size = "small"
	extra = 0
else:
	size = "none"
	extra = -1
size, extra

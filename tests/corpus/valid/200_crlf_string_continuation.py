# CRLF line endings, a backslash continuation inside a string
text = 'abc\
def'
block = '''one
two'''
[text, block.splitlines()]

doc = """First line
Second line with "quotes" and 'apostrophes'
Third line"""
other = '''single triple
with """ inside'''
raw_block = r"""raw \n stays"""
name = "x"
ftri = f"""Name: {name}
Len: {len(doc)}"""
[doc.splitlines(), other, raw_block, ftri]

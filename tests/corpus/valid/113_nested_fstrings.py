name = "x"
width = 8
inner = f"{f'{name}'}"
padded = f"{f'[{name}]':>{width}}"
deeper = f"""{f'{f"{name}"}'}"""
inner, padded, deeper

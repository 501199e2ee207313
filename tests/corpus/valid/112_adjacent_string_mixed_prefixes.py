name = "lackpy"
s = "plain " 'single ' r"raw\d " f"f-{name} " rf"rf-{name}\w " u"uni"
t = ("a"
     "b" f"{1 + 1}"
     r'\c')
s, t

# expect: E0121
with read_file("a.txt") as text:
    @staticmethod
    def helper():
        return text
text

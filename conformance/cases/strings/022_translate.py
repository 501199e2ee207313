table = {97: "A", 98: None, 99: "cc", 100: 120}
print("abcdabcd".translate(table))
print("xyz".translate(table))
print("".translate(table))
print("hello".translate({108: "L"}))
"aaa".translate({97: ""})

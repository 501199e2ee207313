s = "the cat sat on the mat"
print(s.replace("the", "a"))
print(s.replace("at", "og", 2))
print(s.replace("xyz", "!"))
print("abc".replace("", "-"))
print("aaaa".replace("aa", "b"))
print("abc".replace("b", ""), "abab".replace("ab", "ab", 0))
"banana".replace("a", "o", -1)

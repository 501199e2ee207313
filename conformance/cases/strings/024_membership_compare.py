s = "hello"
print("ell" in s, "elo" in s, "" in s, "" in "", "h" not in s)
print("a" < "b", "Z" < "a", "abc" < "abd", "ab" < "abc", "" < "a")
print("apple" > "Apple", "10" < "9", "é" > "z")
print(min("hello"), max("hello"), sorted("hello"))
"abc" == "abc" and "abc" != "ABC"

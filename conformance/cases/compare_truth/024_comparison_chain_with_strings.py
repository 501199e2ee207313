word = "mango"
print("a" <= word[0] <= "m", "a" < word < "z", "mango" == word != "Mango")
grade = 83
letter = "A" if grade >= 90 else "B" if grade >= 80 else "C"
print(letter)
[c for c in "Hello World" if "A" <= c <= "Z"]

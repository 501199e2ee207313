names = ["apple", "Mango", "kiwi", "zebra", "Apple"]
middle = [n for n in names if "b" < n.lower() < "y"]
same = "abc" == "abc" != "abd"
ordered = "a" <= "b" <= "b" < "c"
middle, same, ordered

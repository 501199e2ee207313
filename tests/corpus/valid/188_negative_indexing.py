xs = ["a", "b", "c", "d"]
last = xs[-1]
second_last = xs[-2]
nested = [[1, 2], [3, 4]][-1][-1]
s = "path/to/file.txt"
ext = s.split(".")[-1]
name = s.split("/")[-1].split(".")[0]
last, second_last, nested, ext, name

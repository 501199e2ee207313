# expect: E0201
with read_file("a.txt") as text:
    result = run_tests("tests")
result

# Conditional expressions and boolean values.
scores = {"a": 90, "b": 72}
grades = {}
for name, score in scores.items():
    grades[name] = "pass" if score >= 75 else "fail"
ok = all([g == "pass" for g in grades.values()]) if grades else False
(grades, ok)

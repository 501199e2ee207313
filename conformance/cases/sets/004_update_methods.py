a = {1, 2, 3}
a.update([3, 4], {5})
print(sorted(a))
a.difference_update({1, 2})
print(sorted(a))
a.intersection_update([3, 4, 9])
print(sorted(a))
a.symmetric_difference_update({4, 7})
sorted(a)

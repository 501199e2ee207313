xs = [1, 2.5, None, True, -3, 0.0, False, 7]
a = xs[1:6]
b = xs[::-2]
xs[2] = "changed"
print(a, b, xs)
mixed = [1, [2], "s", (3,), None, 1000000000000000000000000000000, 4.5]
c = mixed[0:5]
d = mixed[::-3]
mixed[1].append(9)
print(c, d, c[1] is mixed[1])
t = (1, 2, 3, None, 5.5, "x", [6])
print(t[:5], t[4:], t[::-2], t[1:7:3])
nums = list(range(50))
print(nums[10:20], nums[-5::-9], nums[::17], len(nums[3:48:2]))
parts = [nums[i:i + 3] for i in range(0, 12, 3)]
print(parts, [p[::-1] for p in parts])
empty = nums[30:10]
print(empty, nums[49:48:-1], nums[::-49])

s = "aaabccddddde"
runs = []
for ch in s:
    if runs and runs[-1][0] == ch:
        runs[-1][1] += 1
    else:
        runs.append([ch, 1])
"".join([f"{c}{n}" for c, n in runs])

# block 0
paths_0 = find_files("src/**/*.py")
sizes_0 = {}
for p in paths_0:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 0 % 50:
        sizes_0[p] = len(lines)
    elif "TODO" in text:
        sizes_0[p] = -1
    else:
        sizes_0[p] = 0
big_0 = [p for p, n in sizes_0.items() if n > 100 and not p.startswith("test")]
ranked_0 = sorted(sizes_0.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_0 = sum([n for p, n in ranked_0])
label_0 = f"{len(big_0)} big files, top {ranked_0[:1]!r}, ratio {total_0 / (len(paths_0) + 1):.2f}"
counts_0 = {w: len(w) * 0 for w in label_0.split() if w.isalpha()}
pairs_0 = list(zip(range(0, 0 + 3), ["a", "b", "c"]))
summary_0 = {"block": 0, "label": label_0, "pairs": pairs_0, **counts_0}
# block 1
paths_1 = find_files("src/**/*.py")
sizes_1 = {}
for p in paths_1:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 1 % 50:
        sizes_1[p] = len(lines)
    elif "TODO" in text:
        sizes_1[p] = -1
    else:
        sizes_1[p] = 0
big_1 = [p for p, n in sizes_1.items() if n > 100 and not p.startswith("test")]
ranked_1 = sorted(sizes_1.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_1 = sum([n for p, n in ranked_1])
label_1 = f"{len(big_1)} big files, top {ranked_1[:1]!r}, ratio {total_1 / (len(paths_1) + 1):.2f}"
counts_1 = {w: len(w) * 1 for w in label_1.split() if w.isalpha()}
pairs_1 = list(zip(range(1, 1 + 3), ["a", "b", "c"]))
summary_1 = {"block": 1, "label": label_1, "pairs": pairs_1, **counts_1}
# block 2
paths_2 = find_files("src/**/*.py")
sizes_2 = {}
for p in paths_2:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 2 % 50:
        sizes_2[p] = len(lines)
    elif "TODO" in text:
        sizes_2[p] = -1
    else:
        sizes_2[p] = 0
big_2 = [p for p, n in sizes_2.items() if n > 100 and not p.startswith("test")]
ranked_2 = sorted(sizes_2.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_2 = sum([n for p, n in ranked_2])
label_2 = f"{len(big_2)} big files, top {ranked_2[:1]!r}, ratio {total_2 / (len(paths_2) + 1):.2f}"
counts_2 = {w: len(w) * 2 for w in label_2.split() if w.isalpha()}
pairs_2 = list(zip(range(2, 2 + 3), ["a", "b", "c"]))
summary_2 = {"block": 2, "label": label_2, "pairs": pairs_2, **counts_2}
# block 3
paths_3 = find_files("src/**/*.py")
sizes_3 = {}
for p in paths_3:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 3 % 50:
        sizes_3[p] = len(lines)
    elif "TODO" in text:
        sizes_3[p] = -1
    else:
        sizes_3[p] = 0
big_3 = [p for p, n in sizes_3.items() if n > 100 and not p.startswith("test")]
ranked_3 = sorted(sizes_3.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_3 = sum([n for p, n in ranked_3])
label_3 = f"{len(big_3)} big files, top {ranked_3[:1]!r}, ratio {total_3 / (len(paths_3) + 1):.2f}"
counts_3 = {w: len(w) * 3 for w in label_3.split() if w.isalpha()}
pairs_3 = list(zip(range(3, 3 + 3), ["a", "b", "c"]))
summary_3 = {"block": 3, "label": label_3, "pairs": pairs_3, **counts_3}
# block 4
paths_4 = find_files("src/**/*.py")
sizes_4 = {}
for p in paths_4:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 4 % 50:
        sizes_4[p] = len(lines)
    elif "TODO" in text:
        sizes_4[p] = -1
    else:
        sizes_4[p] = 0
big_4 = [p for p, n in sizes_4.items() if n > 100 and not p.startswith("test")]
ranked_4 = sorted(sizes_4.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_4 = sum([n for p, n in ranked_4])
label_4 = f"{len(big_4)} big files, top {ranked_4[:1]!r}, ratio {total_4 / (len(paths_4) + 1):.2f}"
counts_4 = {w: len(w) * 4 for w in label_4.split() if w.isalpha()}
pairs_4 = list(zip(range(4, 4 + 3), ["a", "b", "c"]))
summary_4 = {"block": 4, "label": label_4, "pairs": pairs_4, **counts_4}
# block 5
paths_5 = find_files("src/**/*.py")
sizes_5 = {}
for p in paths_5:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 5 % 50:
        sizes_5[p] = len(lines)
    elif "TODO" in text:
        sizes_5[p] = -1
    else:
        sizes_5[p] = 0
big_5 = [p for p, n in sizes_5.items() if n > 100 and not p.startswith("test")]
ranked_5 = sorted(sizes_5.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_5 = sum([n for p, n in ranked_5])
label_5 = f"{len(big_5)} big files, top {ranked_5[:1]!r}, ratio {total_5 / (len(paths_5) + 1):.2f}"
counts_5 = {w: len(w) * 5 for w in label_5.split() if w.isalpha()}
pairs_5 = list(zip(range(5, 5 + 3), ["a", "b", "c"]))
summary_5 = {"block": 5, "label": label_5, "pairs": pairs_5, **counts_5}
# block 6
paths_6 = find_files("src/**/*.py")
sizes_6 = {}
for p in paths_6:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 6 % 50:
        sizes_6[p] = len(lines)
    elif "TODO" in text:
        sizes_6[p] = -1
    else:
        sizes_6[p] = 0
big_6 = [p for p, n in sizes_6.items() if n > 100 and not p.startswith("test")]
ranked_6 = sorted(sizes_6.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_6 = sum([n for p, n in ranked_6])
label_6 = f"{len(big_6)} big files, top {ranked_6[:1]!r}, ratio {total_6 / (len(paths_6) + 1):.2f}"
counts_6 = {w: len(w) * 6 for w in label_6.split() if w.isalpha()}
pairs_6 = list(zip(range(6, 6 + 3), ["a", "b", "c"]))
summary_6 = {"block": 6, "label": label_6, "pairs": pairs_6, **counts_6}
# block 7
paths_7 = find_files("src/**/*.py")
sizes_7 = {}
for p in paths_7:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 7 % 50:
        sizes_7[p] = len(lines)
    elif "TODO" in text:
        sizes_7[p] = -1
    else:
        sizes_7[p] = 0
big_7 = [p for p, n in sizes_7.items() if n > 100 and not p.startswith("test")]
ranked_7 = sorted(sizes_7.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_7 = sum([n for p, n in ranked_7])
label_7 = f"{len(big_7)} big files, top {ranked_7[:1]!r}, ratio {total_7 / (len(paths_7) + 1):.2f}"
counts_7 = {w: len(w) * 7 for w in label_7.split() if w.isalpha()}
pairs_7 = list(zip(range(7, 7 + 3), ["a", "b", "c"]))
summary_7 = {"block": 7, "label": label_7, "pairs": pairs_7, **counts_7}
# block 8
paths_8 = find_files("src/**/*.py")
sizes_8 = {}
for p in paths_8:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 8 % 50:
        sizes_8[p] = len(lines)
    elif "TODO" in text:
        sizes_8[p] = -1
    else:
        sizes_8[p] = 0
big_8 = [p for p, n in sizes_8.items() if n > 100 and not p.startswith("test")]
ranked_8 = sorted(sizes_8.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_8 = sum([n for p, n in ranked_8])
label_8 = f"{len(big_8)} big files, top {ranked_8[:1]!r}, ratio {total_8 / (len(paths_8) + 1):.2f}"
counts_8 = {w: len(w) * 8 for w in label_8.split() if w.isalpha()}
pairs_8 = list(zip(range(8, 8 + 3), ["a", "b", "c"]))
summary_8 = {"block": 8, "label": label_8, "pairs": pairs_8, **counts_8}
# block 9
paths_9 = find_files("src/**/*.py")
sizes_9 = {}
for p in paths_9:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 9 % 50:
        sizes_9[p] = len(lines)
    elif "TODO" in text:
        sizes_9[p] = -1
    else:
        sizes_9[p] = 0
big_9 = [p for p, n in sizes_9.items() if n > 100 and not p.startswith("test")]
ranked_9 = sorted(sizes_9.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_9 = sum([n for p, n in ranked_9])
label_9 = f"{len(big_9)} big files, top {ranked_9[:1]!r}, ratio {total_9 / (len(paths_9) + 1):.2f}"
counts_9 = {w: len(w) * 9 for w in label_9.split() if w.isalpha()}
pairs_9 = list(zip(range(9, 9 + 3), ["a", "b", "c"]))
summary_9 = {"block": 9, "label": label_9, "pairs": pairs_9, **counts_9}
# block 10
paths_10 = find_files("src/**/*.py")
sizes_10 = {}
for p in paths_10:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 10 % 50:
        sizes_10[p] = len(lines)
    elif "TODO" in text:
        sizes_10[p] = -1
    else:
        sizes_10[p] = 0
big_10 = [p for p, n in sizes_10.items() if n > 100 and not p.startswith("test")]
ranked_10 = sorted(sizes_10.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_10 = sum([n for p, n in ranked_10])
label_10 = f"{len(big_10)} big files, top {ranked_10[:1]!r}, ratio {total_10 / (len(paths_10) + 1):.2f}"
counts_10 = {w: len(w) * 10 for w in label_10.split() if w.isalpha()}
pairs_10 = list(zip(range(10, 10 + 3), ["a", "b", "c"]))
summary_10 = {"block": 10, "label": label_10, "pairs": pairs_10, **counts_10}
# block 11
paths_11 = find_files("src/**/*.py")
sizes_11 = {}
for p in paths_11:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 11 % 50:
        sizes_11[p] = len(lines)
    elif "TODO" in text:
        sizes_11[p] = -1
    else:
        sizes_11[p] = 0
big_11 = [p for p, n in sizes_11.items() if n > 100 and not p.startswith("test")]
ranked_11 = sorted(sizes_11.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_11 = sum([n for p, n in ranked_11])
label_11 = f"{len(big_11)} big files, top {ranked_11[:1]!r}, ratio {total_11 / (len(paths_11) + 1):.2f}"
counts_11 = {w: len(w) * 11 for w in label_11.split() if w.isalpha()}
pairs_11 = list(zip(range(11, 11 + 3), ["a", "b", "c"]))
summary_11 = {"block": 11, "label": label_11, "pairs": pairs_11, **counts_11}
# block 12
paths_12 = find_files("src/**/*.py")
sizes_12 = {}
for p in paths_12:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 12 % 50:
        sizes_12[p] = len(lines)
    elif "TODO" in text:
        sizes_12[p] = -1
    else:
        sizes_12[p] = 0
big_12 = [p for p, n in sizes_12.items() if n > 100 and not p.startswith("test")]
ranked_12 = sorted(sizes_12.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_12 = sum([n for p, n in ranked_12])
label_12 = f"{len(big_12)} big files, top {ranked_12[:1]!r}, ratio {total_12 / (len(paths_12) + 1):.2f}"
counts_12 = {w: len(w) * 12 for w in label_12.split() if w.isalpha()}
pairs_12 = list(zip(range(12, 12 + 3), ["a", "b", "c"]))
summary_12 = {"block": 12, "label": label_12, "pairs": pairs_12, **counts_12}
# block 13
paths_13 = find_files("src/**/*.py")
sizes_13 = {}
for p in paths_13:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 13 % 50:
        sizes_13[p] = len(lines)
    elif "TODO" in text:
        sizes_13[p] = -1
    else:
        sizes_13[p] = 0
big_13 = [p for p, n in sizes_13.items() if n > 100 and not p.startswith("test")]
ranked_13 = sorted(sizes_13.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_13 = sum([n for p, n in ranked_13])
label_13 = f"{len(big_13)} big files, top {ranked_13[:1]!r}, ratio {total_13 / (len(paths_13) + 1):.2f}"
counts_13 = {w: len(w) * 13 for w in label_13.split() if w.isalpha()}
pairs_13 = list(zip(range(13, 13 + 3), ["a", "b", "c"]))
summary_13 = {"block": 13, "label": label_13, "pairs": pairs_13, **counts_13}
# block 14
paths_14 = find_files("src/**/*.py")
sizes_14 = {}
for p in paths_14:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 14 % 50:
        sizes_14[p] = len(lines)
    elif "TODO" in text:
        sizes_14[p] = -1
    else:
        sizes_14[p] = 0
big_14 = [p for p, n in sizes_14.items() if n > 100 and not p.startswith("test")]
ranked_14 = sorted(sizes_14.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_14 = sum([n for p, n in ranked_14])
label_14 = f"{len(big_14)} big files, top {ranked_14[:1]!r}, ratio {total_14 / (len(paths_14) + 1):.2f}"
counts_14 = {w: len(w) * 14 for w in label_14.split() if w.isalpha()}
pairs_14 = list(zip(range(14, 14 + 3), ["a", "b", "c"]))
summary_14 = {"block": 14, "label": label_14, "pairs": pairs_14, **counts_14}
# block 15
paths_15 = find_files("src/**/*.py")
sizes_15 = {}
for p in paths_15:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 15 % 50:
        sizes_15[p] = len(lines)
    elif "TODO" in text:
        sizes_15[p] = -1
    else:
        sizes_15[p] = 0
big_15 = [p for p, n in sizes_15.items() if n > 100 and not p.startswith("test")]
ranked_15 = sorted(sizes_15.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_15 = sum([n for p, n in ranked_15])
label_15 = f"{len(big_15)} big files, top {ranked_15[:1]!r}, ratio {total_15 / (len(paths_15) + 1):.2f}"
counts_15 = {w: len(w) * 15 for w in label_15.split() if w.isalpha()}
pairs_15 = list(zip(range(15, 15 + 3), ["a", "b", "c"]))
summary_15 = {"block": 15, "label": label_15, "pairs": pairs_15, **counts_15}
# block 16
paths_16 = find_files("src/**/*.py")
sizes_16 = {}
for p in paths_16:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 16 % 50:
        sizes_16[p] = len(lines)
    elif "TODO" in text:
        sizes_16[p] = -1
    else:
        sizes_16[p] = 0
big_16 = [p for p, n in sizes_16.items() if n > 100 and not p.startswith("test")]
ranked_16 = sorted(sizes_16.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_16 = sum([n for p, n in ranked_16])
label_16 = f"{len(big_16)} big files, top {ranked_16[:1]!r}, ratio {total_16 / (len(paths_16) + 1):.2f}"
counts_16 = {w: len(w) * 16 for w in label_16.split() if w.isalpha()}
pairs_16 = list(zip(range(16, 16 + 3), ["a", "b", "c"]))
summary_16 = {"block": 16, "label": label_16, "pairs": pairs_16, **counts_16}
# block 17
paths_17 = find_files("src/**/*.py")
sizes_17 = {}
for p in paths_17:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 17 % 50:
        sizes_17[p] = len(lines)
    elif "TODO" in text:
        sizes_17[p] = -1
    else:
        sizes_17[p] = 0
big_17 = [p for p, n in sizes_17.items() if n > 100 and not p.startswith("test")]
ranked_17 = sorted(sizes_17.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_17 = sum([n for p, n in ranked_17])
label_17 = f"{len(big_17)} big files, top {ranked_17[:1]!r}, ratio {total_17 / (len(paths_17) + 1):.2f}"
counts_17 = {w: len(w) * 17 for w in label_17.split() if w.isalpha()}
pairs_17 = list(zip(range(17, 17 + 3), ["a", "b", "c"]))
summary_17 = {"block": 17, "label": label_17, "pairs": pairs_17, **counts_17}
# block 18
paths_18 = find_files("src/**/*.py")
sizes_18 = {}
for p in paths_18:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 18 % 50:
        sizes_18[p] = len(lines)
    elif "TODO" in text:
        sizes_18[p] = -1
    else:
        sizes_18[p] = 0
big_18 = [p for p, n in sizes_18.items() if n > 100 and not p.startswith("test")]
ranked_18 = sorted(sizes_18.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_18 = sum([n for p, n in ranked_18])
label_18 = f"{len(big_18)} big files, top {ranked_18[:1]!r}, ratio {total_18 / (len(paths_18) + 1):.2f}"
counts_18 = {w: len(w) * 18 for w in label_18.split() if w.isalpha()}
pairs_18 = list(zip(range(18, 18 + 3), ["a", "b", "c"]))
summary_18 = {"block": 18, "label": label_18, "pairs": pairs_18, **counts_18}
# block 19
paths_19 = find_files("src/**/*.py")
sizes_19 = {}
for p in paths_19:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 19 % 50:
        sizes_19[p] = len(lines)
    elif "TODO" in text:
        sizes_19[p] = -1
    else:
        sizes_19[p] = 0
big_19 = [p for p, n in sizes_19.items() if n > 100 and not p.startswith("test")]
ranked_19 = sorted(sizes_19.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_19 = sum([n for p, n in ranked_19])
label_19 = f"{len(big_19)} big files, top {ranked_19[:1]!r}, ratio {total_19 / (len(paths_19) + 1):.2f}"
counts_19 = {w: len(w) * 19 for w in label_19.split() if w.isalpha()}
pairs_19 = list(zip(range(19, 19 + 3), ["a", "b", "c"]))
summary_19 = {"block": 19, "label": label_19, "pairs": pairs_19, **counts_19}
# block 20
paths_20 = find_files("src/**/*.py")
sizes_20 = {}
for p in paths_20:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 20 % 50:
        sizes_20[p] = len(lines)
    elif "TODO" in text:
        sizes_20[p] = -1
    else:
        sizes_20[p] = 0
big_20 = [p for p, n in sizes_20.items() if n > 100 and not p.startswith("test")]
ranked_20 = sorted(sizes_20.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_20 = sum([n for p, n in ranked_20])
label_20 = f"{len(big_20)} big files, top {ranked_20[:1]!r}, ratio {total_20 / (len(paths_20) + 1):.2f}"
counts_20 = {w: len(w) * 20 for w in label_20.split() if w.isalpha()}
pairs_20 = list(zip(range(20, 20 + 3), ["a", "b", "c"]))
summary_20 = {"block": 20, "label": label_20, "pairs": pairs_20, **counts_20}
# block 21
paths_21 = find_files("src/**/*.py")
sizes_21 = {}
for p in paths_21:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 21 % 50:
        sizes_21[p] = len(lines)
    elif "TODO" in text:
        sizes_21[p] = -1
    else:
        sizes_21[p] = 0
big_21 = [p for p, n in sizes_21.items() if n > 100 and not p.startswith("test")]
ranked_21 = sorted(sizes_21.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_21 = sum([n for p, n in ranked_21])
label_21 = f"{len(big_21)} big files, top {ranked_21[:1]!r}, ratio {total_21 / (len(paths_21) + 1):.2f}"
counts_21 = {w: len(w) * 21 for w in label_21.split() if w.isalpha()}
pairs_21 = list(zip(range(21, 21 + 3), ["a", "b", "c"]))
summary_21 = {"block": 21, "label": label_21, "pairs": pairs_21, **counts_21}
# block 22
paths_22 = find_files("src/**/*.py")
sizes_22 = {}
for p in paths_22:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 22 % 50:
        sizes_22[p] = len(lines)
    elif "TODO" in text:
        sizes_22[p] = -1
    else:
        sizes_22[p] = 0
big_22 = [p for p, n in sizes_22.items() if n > 100 and not p.startswith("test")]
ranked_22 = sorted(sizes_22.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_22 = sum([n for p, n in ranked_22])
label_22 = f"{len(big_22)} big files, top {ranked_22[:1]!r}, ratio {total_22 / (len(paths_22) + 1):.2f}"
counts_22 = {w: len(w) * 22 for w in label_22.split() if w.isalpha()}
pairs_22 = list(zip(range(22, 22 + 3), ["a", "b", "c"]))
summary_22 = {"block": 22, "label": label_22, "pairs": pairs_22, **counts_22}
# block 23
paths_23 = find_files("src/**/*.py")
sizes_23 = {}
for p in paths_23:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 23 % 50:
        sizes_23[p] = len(lines)
    elif "TODO" in text:
        sizes_23[p] = -1
    else:
        sizes_23[p] = 0
big_23 = [p for p, n in sizes_23.items() if n > 100 and not p.startswith("test")]
ranked_23 = sorted(sizes_23.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_23 = sum([n for p, n in ranked_23])
label_23 = f"{len(big_23)} big files, top {ranked_23[:1]!r}, ratio {total_23 / (len(paths_23) + 1):.2f}"
counts_23 = {w: len(w) * 23 for w in label_23.split() if w.isalpha()}
pairs_23 = list(zip(range(23, 23 + 3), ["a", "b", "c"]))
summary_23 = {"block": 23, "label": label_23, "pairs": pairs_23, **counts_23}
# block 24
paths_24 = find_files("src/**/*.py")
sizes_24 = {}
for p in paths_24:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 24 % 50:
        sizes_24[p] = len(lines)
    elif "TODO" in text:
        sizes_24[p] = -1
    else:
        sizes_24[p] = 0
big_24 = [p for p, n in sizes_24.items() if n > 100 and not p.startswith("test")]
ranked_24 = sorted(sizes_24.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_24 = sum([n for p, n in ranked_24])
label_24 = f"{len(big_24)} big files, top {ranked_24[:1]!r}, ratio {total_24 / (len(paths_24) + 1):.2f}"
counts_24 = {w: len(w) * 24 for w in label_24.split() if w.isalpha()}
pairs_24 = list(zip(range(24, 24 + 3), ["a", "b", "c"]))
summary_24 = {"block": 24, "label": label_24, "pairs": pairs_24, **counts_24}
# block 25
paths_25 = find_files("src/**/*.py")
sizes_25 = {}
for p in paths_25:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 25 % 50:
        sizes_25[p] = len(lines)
    elif "TODO" in text:
        sizes_25[p] = -1
    else:
        sizes_25[p] = 0
big_25 = [p for p, n in sizes_25.items() if n > 100 and not p.startswith("test")]
ranked_25 = sorted(sizes_25.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_25 = sum([n for p, n in ranked_25])
label_25 = f"{len(big_25)} big files, top {ranked_25[:1]!r}, ratio {total_25 / (len(paths_25) + 1):.2f}"
counts_25 = {w: len(w) * 25 for w in label_25.split() if w.isalpha()}
pairs_25 = list(zip(range(25, 25 + 3), ["a", "b", "c"]))
summary_25 = {"block": 25, "label": label_25, "pairs": pairs_25, **counts_25}
# block 26
paths_26 = find_files("src/**/*.py")
sizes_26 = {}
for p in paths_26:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 26 % 50:
        sizes_26[p] = len(lines)
    elif "TODO" in text:
        sizes_26[p] = -1
    else:
        sizes_26[p] = 0
big_26 = [p for p, n in sizes_26.items() if n > 100 and not p.startswith("test")]
ranked_26 = sorted(sizes_26.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_26 = sum([n for p, n in ranked_26])
label_26 = f"{len(big_26)} big files, top {ranked_26[:1]!r}, ratio {total_26 / (len(paths_26) + 1):.2f}"
counts_26 = {w: len(w) * 26 for w in label_26.split() if w.isalpha()}
pairs_26 = list(zip(range(26, 26 + 3), ["a", "b", "c"]))
summary_26 = {"block": 26, "label": label_26, "pairs": pairs_26, **counts_26}
# block 27
paths_27 = find_files("src/**/*.py")
sizes_27 = {}
for p in paths_27:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 27 % 50:
        sizes_27[p] = len(lines)
    elif "TODO" in text:
        sizes_27[p] = -1
    else:
        sizes_27[p] = 0
big_27 = [p for p, n in sizes_27.items() if n > 100 and not p.startswith("test")]
ranked_27 = sorted(sizes_27.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_27 = sum([n for p, n in ranked_27])
label_27 = f"{len(big_27)} big files, top {ranked_27[:1]!r}, ratio {total_27 / (len(paths_27) + 1):.2f}"
counts_27 = {w: len(w) * 27 for w in label_27.split() if w.isalpha()}
pairs_27 = list(zip(range(27, 27 + 3), ["a", "b", "c"]))
summary_27 = {"block": 27, "label": label_27, "pairs": pairs_27, **counts_27}
# block 28
paths_28 = find_files("src/**/*.py")
sizes_28 = {}
for p in paths_28:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 28 % 50:
        sizes_28[p] = len(lines)
    elif "TODO" in text:
        sizes_28[p] = -1
    else:
        sizes_28[p] = 0
big_28 = [p for p, n in sizes_28.items() if n > 100 and not p.startswith("test")]
ranked_28 = sorted(sizes_28.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_28 = sum([n for p, n in ranked_28])
label_28 = f"{len(big_28)} big files, top {ranked_28[:1]!r}, ratio {total_28 / (len(paths_28) + 1):.2f}"
counts_28 = {w: len(w) * 28 for w in label_28.split() if w.isalpha()}
pairs_28 = list(zip(range(28, 28 + 3), ["a", "b", "c"]))
summary_28 = {"block": 28, "label": label_28, "pairs": pairs_28, **counts_28}
# block 29
paths_29 = find_files("src/**/*.py")
sizes_29 = {}
for p in paths_29:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 29 % 50:
        sizes_29[p] = len(lines)
    elif "TODO" in text:
        sizes_29[p] = -1
    else:
        sizes_29[p] = 0
big_29 = [p for p, n in sizes_29.items() if n > 100 and not p.startswith("test")]
ranked_29 = sorted(sizes_29.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_29 = sum([n for p, n in ranked_29])
label_29 = f"{len(big_29)} big files, top {ranked_29[:1]!r}, ratio {total_29 / (len(paths_29) + 1):.2f}"
counts_29 = {w: len(w) * 29 for w in label_29.split() if w.isalpha()}
pairs_29 = list(zip(range(29, 29 + 3), ["a", "b", "c"]))
summary_29 = {"block": 29, "label": label_29, "pairs": pairs_29, **counts_29}
# block 30
paths_30 = find_files("src/**/*.py")
sizes_30 = {}
for p in paths_30:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 30 % 50:
        sizes_30[p] = len(lines)
    elif "TODO" in text:
        sizes_30[p] = -1
    else:
        sizes_30[p] = 0
big_30 = [p for p, n in sizes_30.items() if n > 100 and not p.startswith("test")]
ranked_30 = sorted(sizes_30.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_30 = sum([n for p, n in ranked_30])
label_30 = f"{len(big_30)} big files, top {ranked_30[:1]!r}, ratio {total_30 / (len(paths_30) + 1):.2f}"
counts_30 = {w: len(w) * 30 for w in label_30.split() if w.isalpha()}
pairs_30 = list(zip(range(30, 30 + 3), ["a", "b", "c"]))
summary_30 = {"block": 30, "label": label_30, "pairs": pairs_30, **counts_30}
# block 31
paths_31 = find_files("src/**/*.py")
sizes_31 = {}
for p in paths_31:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 31 % 50:
        sizes_31[p] = len(lines)
    elif "TODO" in text:
        sizes_31[p] = -1
    else:
        sizes_31[p] = 0
big_31 = [p for p, n in sizes_31.items() if n > 100 and not p.startswith("test")]
ranked_31 = sorted(sizes_31.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_31 = sum([n for p, n in ranked_31])
label_31 = f"{len(big_31)} big files, top {ranked_31[:1]!r}, ratio {total_31 / (len(paths_31) + 1):.2f}"
counts_31 = {w: len(w) * 31 for w in label_31.split() if w.isalpha()}
pairs_31 = list(zip(range(31, 31 + 3), ["a", "b", "c"]))
summary_31 = {"block": 31, "label": label_31, "pairs": pairs_31, **counts_31}
# block 32
paths_32 = find_files("src/**/*.py")
sizes_32 = {}
for p in paths_32:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 32 % 50:
        sizes_32[p] = len(lines)
    elif "TODO" in text:
        sizes_32[p] = -1
    else:
        sizes_32[p] = 0
big_32 = [p for p, n in sizes_32.items() if n > 100 and not p.startswith("test")]
ranked_32 = sorted(sizes_32.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_32 = sum([n for p, n in ranked_32])
label_32 = f"{len(big_32)} big files, top {ranked_32[:1]!r}, ratio {total_32 / (len(paths_32) + 1):.2f}"
counts_32 = {w: len(w) * 32 for w in label_32.split() if w.isalpha()}
pairs_32 = list(zip(range(32, 32 + 3), ["a", "b", "c"]))
summary_32 = {"block": 32, "label": label_32, "pairs": pairs_32, **counts_32}
# block 33
paths_33 = find_files("src/**/*.py")
sizes_33 = {}
for p in paths_33:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 33 % 50:
        sizes_33[p] = len(lines)
    elif "TODO" in text:
        sizes_33[p] = -1
    else:
        sizes_33[p] = 0
big_33 = [p for p, n in sizes_33.items() if n > 100 and not p.startswith("test")]
ranked_33 = sorted(sizes_33.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_33 = sum([n for p, n in ranked_33])
label_33 = f"{len(big_33)} big files, top {ranked_33[:1]!r}, ratio {total_33 / (len(paths_33) + 1):.2f}"
counts_33 = {w: len(w) * 33 for w in label_33.split() if w.isalpha()}
pairs_33 = list(zip(range(33, 33 + 3), ["a", "b", "c"]))
summary_33 = {"block": 33, "label": label_33, "pairs": pairs_33, **counts_33}
# block 34
paths_34 = find_files("src/**/*.py")
sizes_34 = {}
for p in paths_34:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 34 % 50:
        sizes_34[p] = len(lines)
    elif "TODO" in text:
        sizes_34[p] = -1
    else:
        sizes_34[p] = 0
big_34 = [p for p, n in sizes_34.items() if n > 100 and not p.startswith("test")]
ranked_34 = sorted(sizes_34.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_34 = sum([n for p, n in ranked_34])
label_34 = f"{len(big_34)} big files, top {ranked_34[:1]!r}, ratio {total_34 / (len(paths_34) + 1):.2f}"
counts_34 = {w: len(w) * 34 for w in label_34.split() if w.isalpha()}
pairs_34 = list(zip(range(34, 34 + 3), ["a", "b", "c"]))
summary_34 = {"block": 34, "label": label_34, "pairs": pairs_34, **counts_34}
# block 35
paths_35 = find_files("src/**/*.py")
sizes_35 = {}
for p in paths_35:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 35 % 50:
        sizes_35[p] = len(lines)
    elif "TODO" in text:
        sizes_35[p] = -1
    else:
        sizes_35[p] = 0
big_35 = [p for p, n in sizes_35.items() if n > 100 and not p.startswith("test")]
ranked_35 = sorted(sizes_35.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_35 = sum([n for p, n in ranked_35])
label_35 = f"{len(big_35)} big files, top {ranked_35[:1]!r}, ratio {total_35 / (len(paths_35) + 1):.2f}"
counts_35 = {w: len(w) * 35 for w in label_35.split() if w.isalpha()}
pairs_35 = list(zip(range(35, 35 + 3), ["a", "b", "c"]))
summary_35 = {"block": 35, "label": label_35, "pairs": pairs_35, **counts_35}
# block 36
paths_36 = find_files("src/**/*.py")
sizes_36 = {}
for p in paths_36:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 36 % 50:
        sizes_36[p] = len(lines)
    elif "TODO" in text:
        sizes_36[p] = -1
    else:
        sizes_36[p] = 0
big_36 = [p for p, n in sizes_36.items() if n > 100 and not p.startswith("test")]
ranked_36 = sorted(sizes_36.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_36 = sum([n for p, n in ranked_36])
label_36 = f"{len(big_36)} big files, top {ranked_36[:1]!r}, ratio {total_36 / (len(paths_36) + 1):.2f}"
counts_36 = {w: len(w) * 36 for w in label_36.split() if w.isalpha()}
pairs_36 = list(zip(range(36, 36 + 3), ["a", "b", "c"]))
summary_36 = {"block": 36, "label": label_36, "pairs": pairs_36, **counts_36}
# block 37
paths_37 = find_files("src/**/*.py")
sizes_37 = {}
for p in paths_37:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 37 % 50:
        sizes_37[p] = len(lines)
    elif "TODO" in text:
        sizes_37[p] = -1
    else:
        sizes_37[p] = 0
big_37 = [p for p, n in sizes_37.items() if n > 100 and not p.startswith("test")]
ranked_37 = sorted(sizes_37.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_37 = sum([n for p, n in ranked_37])
label_37 = f"{len(big_37)} big files, top {ranked_37[:1]!r}, ratio {total_37 / (len(paths_37) + 1):.2f}"
counts_37 = {w: len(w) * 37 for w in label_37.split() if w.isalpha()}
pairs_37 = list(zip(range(37, 37 + 3), ["a", "b", "c"]))
summary_37 = {"block": 37, "label": label_37, "pairs": pairs_37, **counts_37}
# block 38
paths_38 = find_files("src/**/*.py")
sizes_38 = {}
for p in paths_38:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 38 % 50:
        sizes_38[p] = len(lines)
    elif "TODO" in text:
        sizes_38[p] = -1
    else:
        sizes_38[p] = 0
big_38 = [p for p, n in sizes_38.items() if n > 100 and not p.startswith("test")]
ranked_38 = sorted(sizes_38.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_38 = sum([n for p, n in ranked_38])
label_38 = f"{len(big_38)} big files, top {ranked_38[:1]!r}, ratio {total_38 / (len(paths_38) + 1):.2f}"
counts_38 = {w: len(w) * 38 for w in label_38.split() if w.isalpha()}
pairs_38 = list(zip(range(38, 38 + 3), ["a", "b", "c"]))
summary_38 = {"block": 38, "label": label_38, "pairs": pairs_38, **counts_38}
# block 39
paths_39 = find_files("src/**/*.py")
sizes_39 = {}
for p in paths_39:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 39 % 50:
        sizes_39[p] = len(lines)
    elif "TODO" in text:
        sizes_39[p] = -1
    else:
        sizes_39[p] = 0
big_39 = [p for p, n in sizes_39.items() if n > 100 and not p.startswith("test")]
ranked_39 = sorted(sizes_39.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_39 = sum([n for p, n in ranked_39])
label_39 = f"{len(big_39)} big files, top {ranked_39[:1]!r}, ratio {total_39 / (len(paths_39) + 1):.2f}"
counts_39 = {w: len(w) * 39 for w in label_39.split() if w.isalpha()}
pairs_39 = list(zip(range(39, 39 + 3), ["a", "b", "c"]))
summary_39 = {"block": 39, "label": label_39, "pairs": pairs_39, **counts_39}
# block 40
paths_40 = find_files("src/**/*.py")
sizes_40 = {}
for p in paths_40:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 40 % 50:
        sizes_40[p] = len(lines)
    elif "TODO" in text:
        sizes_40[p] = -1
    else:
        sizes_40[p] = 0
big_40 = [p for p, n in sizes_40.items() if n > 100 and not p.startswith("test")]
ranked_40 = sorted(sizes_40.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_40 = sum([n for p, n in ranked_40])
label_40 = f"{len(big_40)} big files, top {ranked_40[:1]!r}, ratio {total_40 / (len(paths_40) + 1):.2f}"
counts_40 = {w: len(w) * 40 for w in label_40.split() if w.isalpha()}
pairs_40 = list(zip(range(40, 40 + 3), ["a", "b", "c"]))
summary_40 = {"block": 40, "label": label_40, "pairs": pairs_40, **counts_40}
# block 41
paths_41 = find_files("src/**/*.py")
sizes_41 = {}
for p in paths_41:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 41 % 50:
        sizes_41[p] = len(lines)
    elif "TODO" in text:
        sizes_41[p] = -1
    else:
        sizes_41[p] = 0
big_41 = [p for p, n in sizes_41.items() if n > 100 and not p.startswith("test")]
ranked_41 = sorted(sizes_41.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_41 = sum([n for p, n in ranked_41])
label_41 = f"{len(big_41)} big files, top {ranked_41[:1]!r}, ratio {total_41 / (len(paths_41) + 1):.2f}"
counts_41 = {w: len(w) * 41 for w in label_41.split() if w.isalpha()}
pairs_41 = list(zip(range(41, 41 + 3), ["a", "b", "c"]))
summary_41 = {"block": 41, "label": label_41, "pairs": pairs_41, **counts_41}
# block 42
paths_42 = find_files("src/**/*.py")
sizes_42 = {}
for p in paths_42:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 42 % 50:
        sizes_42[p] = len(lines)
    elif "TODO" in text:
        sizes_42[p] = -1
    else:
        sizes_42[p] = 0
big_42 = [p for p, n in sizes_42.items() if n > 100 and not p.startswith("test")]
ranked_42 = sorted(sizes_42.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_42 = sum([n for p, n in ranked_42])
label_42 = f"{len(big_42)} big files, top {ranked_42[:1]!r}, ratio {total_42 / (len(paths_42) + 1):.2f}"
counts_42 = {w: len(w) * 42 for w in label_42.split() if w.isalpha()}
pairs_42 = list(zip(range(42, 42 + 3), ["a", "b", "c"]))
summary_42 = {"block": 42, "label": label_42, "pairs": pairs_42, **counts_42}
# block 43
paths_43 = find_files("src/**/*.py")
sizes_43 = {}
for p in paths_43:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 43 % 50:
        sizes_43[p] = len(lines)
    elif "TODO" in text:
        sizes_43[p] = -1
    else:
        sizes_43[p] = 0
big_43 = [p for p, n in sizes_43.items() if n > 100 and not p.startswith("test")]
ranked_43 = sorted(sizes_43.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_43 = sum([n for p, n in ranked_43])
label_43 = f"{len(big_43)} big files, top {ranked_43[:1]!r}, ratio {total_43 / (len(paths_43) + 1):.2f}"
counts_43 = {w: len(w) * 43 for w in label_43.split() if w.isalpha()}
pairs_43 = list(zip(range(43, 43 + 3), ["a", "b", "c"]))
summary_43 = {"block": 43, "label": label_43, "pairs": pairs_43, **counts_43}
# block 44
paths_44 = find_files("src/**/*.py")
sizes_44 = {}
for p in paths_44:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 44 % 50:
        sizes_44[p] = len(lines)
    elif "TODO" in text:
        sizes_44[p] = -1
    else:
        sizes_44[p] = 0
big_44 = [p for p, n in sizes_44.items() if n > 100 and not p.startswith("test")]
ranked_44 = sorted(sizes_44.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_44 = sum([n for p, n in ranked_44])
label_44 = f"{len(big_44)} big files, top {ranked_44[:1]!r}, ratio {total_44 / (len(paths_44) + 1):.2f}"
counts_44 = {w: len(w) * 44 for w in label_44.split() if w.isalpha()}
pairs_44 = list(zip(range(44, 44 + 3), ["a", "b", "c"]))
summary_44 = {"block": 44, "label": label_44, "pairs": pairs_44, **counts_44}
# block 45
paths_45 = find_files("src/**/*.py")
sizes_45 = {}
for p in paths_45:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 45 % 50:
        sizes_45[p] = len(lines)
    elif "TODO" in text:
        sizes_45[p] = -1
    else:
        sizes_45[p] = 0
big_45 = [p for p, n in sizes_45.items() if n > 100 and not p.startswith("test")]
ranked_45 = sorted(sizes_45.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_45 = sum([n for p, n in ranked_45])
label_45 = f"{len(big_45)} big files, top {ranked_45[:1]!r}, ratio {total_45 / (len(paths_45) + 1):.2f}"
counts_45 = {w: len(w) * 45 for w in label_45.split() if w.isalpha()}
pairs_45 = list(zip(range(45, 45 + 3), ["a", "b", "c"]))
summary_45 = {"block": 45, "label": label_45, "pairs": pairs_45, **counts_45}
# block 46
paths_46 = find_files("src/**/*.py")
sizes_46 = {}
for p in paths_46:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 46 % 50:
        sizes_46[p] = len(lines)
    elif "TODO" in text:
        sizes_46[p] = -1
    else:
        sizes_46[p] = 0
big_46 = [p for p, n in sizes_46.items() if n > 100 and not p.startswith("test")]
ranked_46 = sorted(sizes_46.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_46 = sum([n for p, n in ranked_46])
label_46 = f"{len(big_46)} big files, top {ranked_46[:1]!r}, ratio {total_46 / (len(paths_46) + 1):.2f}"
counts_46 = {w: len(w) * 46 for w in label_46.split() if w.isalpha()}
pairs_46 = list(zip(range(46, 46 + 3), ["a", "b", "c"]))
summary_46 = {"block": 46, "label": label_46, "pairs": pairs_46, **counts_46}
# block 47
paths_47 = find_files("src/**/*.py")
sizes_47 = {}
for p in paths_47:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 47 % 50:
        sizes_47[p] = len(lines)
    elif "TODO" in text:
        sizes_47[p] = -1
    else:
        sizes_47[p] = 0
big_47 = [p for p, n in sizes_47.items() if n > 100 and not p.startswith("test")]
ranked_47 = sorted(sizes_47.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_47 = sum([n for p, n in ranked_47])
label_47 = f"{len(big_47)} big files, top {ranked_47[:1]!r}, ratio {total_47 / (len(paths_47) + 1):.2f}"
counts_47 = {w: len(w) * 47 for w in label_47.split() if w.isalpha()}
pairs_47 = list(zip(range(47, 47 + 3), ["a", "b", "c"]))
summary_47 = {"block": 47, "label": label_47, "pairs": pairs_47, **counts_47}
# block 48
paths_48 = find_files("src/**/*.py")
sizes_48 = {}
for p in paths_48:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 48 % 50:
        sizes_48[p] = len(lines)
    elif "TODO" in text:
        sizes_48[p] = -1
    else:
        sizes_48[p] = 0
big_48 = [p for p, n in sizes_48.items() if n > 100 and not p.startswith("test")]
ranked_48 = sorted(sizes_48.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_48 = sum([n for p, n in ranked_48])
label_48 = f"{len(big_48)} big files, top {ranked_48[:1]!r}, ratio {total_48 / (len(paths_48) + 1):.2f}"
counts_48 = {w: len(w) * 48 for w in label_48.split() if w.isalpha()}
pairs_48 = list(zip(range(48, 48 + 3), ["a", "b", "c"]))
summary_48 = {"block": 48, "label": label_48, "pairs": pairs_48, **counts_48}
# block 49
paths_49 = find_files("src/**/*.py")
sizes_49 = {}
for p in paths_49:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 49 % 50:
        sizes_49[p] = len(lines)
    elif "TODO" in text:
        sizes_49[p] = -1
    else:
        sizes_49[p] = 0
big_49 = [p for p, n in sizes_49.items() if n > 100 and not p.startswith("test")]
ranked_49 = sorted(sizes_49.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_49 = sum([n for p, n in ranked_49])
label_49 = f"{len(big_49)} big files, top {ranked_49[:1]!r}, ratio {total_49 / (len(paths_49) + 1):.2f}"
counts_49 = {w: len(w) * 49 for w in label_49.split() if w.isalpha()}
pairs_49 = list(zip(range(49, 49 + 3), ["a", "b", "c"]))
summary_49 = {"block": 49, "label": label_49, "pairs": pairs_49, **counts_49}
# block 50
paths_50 = find_files("src/**/*.py")
sizes_50 = {}
for p in paths_50:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 50 % 50:
        sizes_50[p] = len(lines)
    elif "TODO" in text:
        sizes_50[p] = -1
    else:
        sizes_50[p] = 0
big_50 = [p for p, n in sizes_50.items() if n > 100 and not p.startswith("test")]
ranked_50 = sorted(sizes_50.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_50 = sum([n for p, n in ranked_50])
label_50 = f"{len(big_50)} big files, top {ranked_50[:1]!r}, ratio {total_50 / (len(paths_50) + 1):.2f}"
counts_50 = {w: len(w) * 50 for w in label_50.split() if w.isalpha()}
pairs_50 = list(zip(range(50, 50 + 3), ["a", "b", "c"]))
summary_50 = {"block": 50, "label": label_50, "pairs": pairs_50, **counts_50}
# block 51
paths_51 = find_files("src/**/*.py")
sizes_51 = {}
for p in paths_51:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 51 % 50:
        sizes_51[p] = len(lines)
    elif "TODO" in text:
        sizes_51[p] = -1
    else:
        sizes_51[p] = 0
big_51 = [p for p, n in sizes_51.items() if n > 100 and not p.startswith("test")]
ranked_51 = sorted(sizes_51.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_51 = sum([n for p, n in ranked_51])
label_51 = f"{len(big_51)} big files, top {ranked_51[:1]!r}, ratio {total_51 / (len(paths_51) + 1):.2f}"
counts_51 = {w: len(w) * 51 for w in label_51.split() if w.isalpha()}
pairs_51 = list(zip(range(51, 51 + 3), ["a", "b", "c"]))
summary_51 = {"block": 51, "label": label_51, "pairs": pairs_51, **counts_51}
# block 52
paths_52 = find_files("src/**/*.py")
sizes_52 = {}
for p in paths_52:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 52 % 50:
        sizes_52[p] = len(lines)
    elif "TODO" in text:
        sizes_52[p] = -1
    else:
        sizes_52[p] = 0
big_52 = [p for p, n in sizes_52.items() if n > 100 and not p.startswith("test")]
ranked_52 = sorted(sizes_52.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_52 = sum([n for p, n in ranked_52])
label_52 = f"{len(big_52)} big files, top {ranked_52[:1]!r}, ratio {total_52 / (len(paths_52) + 1):.2f}"
counts_52 = {w: len(w) * 52 for w in label_52.split() if w.isalpha()}
pairs_52 = list(zip(range(52, 52 + 3), ["a", "b", "c"]))
summary_52 = {"block": 52, "label": label_52, "pairs": pairs_52, **counts_52}
# block 53
paths_53 = find_files("src/**/*.py")
sizes_53 = {}
for p in paths_53:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 53 % 50:
        sizes_53[p] = len(lines)
    elif "TODO" in text:
        sizes_53[p] = -1
    else:
        sizes_53[p] = 0
big_53 = [p for p, n in sizes_53.items() if n > 100 and not p.startswith("test")]
ranked_53 = sorted(sizes_53.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_53 = sum([n for p, n in ranked_53])
label_53 = f"{len(big_53)} big files, top {ranked_53[:1]!r}, ratio {total_53 / (len(paths_53) + 1):.2f}"
counts_53 = {w: len(w) * 53 for w in label_53.split() if w.isalpha()}
pairs_53 = list(zip(range(53, 53 + 3), ["a", "b", "c"]))
summary_53 = {"block": 53, "label": label_53, "pairs": pairs_53, **counts_53}
# block 54
paths_54 = find_files("src/**/*.py")
sizes_54 = {}
for p in paths_54:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 54 % 50:
        sizes_54[p] = len(lines)
    elif "TODO" in text:
        sizes_54[p] = -1
    else:
        sizes_54[p] = 0
big_54 = [p for p, n in sizes_54.items() if n > 100 and not p.startswith("test")]
ranked_54 = sorted(sizes_54.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_54 = sum([n for p, n in ranked_54])
label_54 = f"{len(big_54)} big files, top {ranked_54[:1]!r}, ratio {total_54 / (len(paths_54) + 1):.2f}"
counts_54 = {w: len(w) * 54 for w in label_54.split() if w.isalpha()}
pairs_54 = list(zip(range(54, 54 + 3), ["a", "b", "c"]))
summary_54 = {"block": 54, "label": label_54, "pairs": pairs_54, **counts_54}
# block 55
paths_55 = find_files("src/**/*.py")
sizes_55 = {}
for p in paths_55:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 55 % 50:
        sizes_55[p] = len(lines)
    elif "TODO" in text:
        sizes_55[p] = -1
    else:
        sizes_55[p] = 0
big_55 = [p for p, n in sizes_55.items() if n > 100 and not p.startswith("test")]
ranked_55 = sorted(sizes_55.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_55 = sum([n for p, n in ranked_55])
label_55 = f"{len(big_55)} big files, top {ranked_55[:1]!r}, ratio {total_55 / (len(paths_55) + 1):.2f}"
counts_55 = {w: len(w) * 55 for w in label_55.split() if w.isalpha()}
pairs_55 = list(zip(range(55, 55 + 3), ["a", "b", "c"]))
summary_55 = {"block": 55, "label": label_55, "pairs": pairs_55, **counts_55}
# block 56
paths_56 = find_files("src/**/*.py")
sizes_56 = {}
for p in paths_56:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 56 % 50:
        sizes_56[p] = len(lines)
    elif "TODO" in text:
        sizes_56[p] = -1
    else:
        sizes_56[p] = 0
big_56 = [p for p, n in sizes_56.items() if n > 100 and not p.startswith("test")]
ranked_56 = sorted(sizes_56.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_56 = sum([n for p, n in ranked_56])
label_56 = f"{len(big_56)} big files, top {ranked_56[:1]!r}, ratio {total_56 / (len(paths_56) + 1):.2f}"
counts_56 = {w: len(w) * 56 for w in label_56.split() if w.isalpha()}
pairs_56 = list(zip(range(56, 56 + 3), ["a", "b", "c"]))
summary_56 = {"block": 56, "label": label_56, "pairs": pairs_56, **counts_56}
# block 57
paths_57 = find_files("src/**/*.py")
sizes_57 = {}
for p in paths_57:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 57 % 50:
        sizes_57[p] = len(lines)
    elif "TODO" in text:
        sizes_57[p] = -1
    else:
        sizes_57[p] = 0
big_57 = [p for p, n in sizes_57.items() if n > 100 and not p.startswith("test")]
ranked_57 = sorted(sizes_57.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_57 = sum([n for p, n in ranked_57])
label_57 = f"{len(big_57)} big files, top {ranked_57[:1]!r}, ratio {total_57 / (len(paths_57) + 1):.2f}"
counts_57 = {w: len(w) * 57 for w in label_57.split() if w.isalpha()}
pairs_57 = list(zip(range(57, 57 + 3), ["a", "b", "c"]))
summary_57 = {"block": 57, "label": label_57, "pairs": pairs_57, **counts_57}
# block 58
paths_58 = find_files("src/**/*.py")
sizes_58 = {}
for p in paths_58:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 58 % 50:
        sizes_58[p] = len(lines)
    elif "TODO" in text:
        sizes_58[p] = -1
    else:
        sizes_58[p] = 0
big_58 = [p for p, n in sizes_58.items() if n > 100 and not p.startswith("test")]
ranked_58 = sorted(sizes_58.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_58 = sum([n for p, n in ranked_58])
label_58 = f"{len(big_58)} big files, top {ranked_58[:1]!r}, ratio {total_58 / (len(paths_58) + 1):.2f}"
counts_58 = {w: len(w) * 58 for w in label_58.split() if w.isalpha()}
pairs_58 = list(zip(range(58, 58 + 3), ["a", "b", "c"]))
summary_58 = {"block": 58, "label": label_58, "pairs": pairs_58, **counts_58}
# block 59
paths_59 = find_files("src/**/*.py")
sizes_59 = {}
for p in paths_59:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 59 % 50:
        sizes_59[p] = len(lines)
    elif "TODO" in text:
        sizes_59[p] = -1
    else:
        sizes_59[p] = 0
big_59 = [p for p, n in sizes_59.items() if n > 100 and not p.startswith("test")]
ranked_59 = sorted(sizes_59.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_59 = sum([n for p, n in ranked_59])
label_59 = f"{len(big_59)} big files, top {ranked_59[:1]!r}, ratio {total_59 / (len(paths_59) + 1):.2f}"
counts_59 = {w: len(w) * 59 for w in label_59.split() if w.isalpha()}
pairs_59 = list(zip(range(59, 59 + 3), ["a", "b", "c"]))
summary_59 = {"block": 59, "label": label_59, "pairs": pairs_59, **counts_59}
# block 60
paths_60 = find_files("src/**/*.py")
sizes_60 = {}
for p in paths_60:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 60 % 50:
        sizes_60[p] = len(lines)
    elif "TODO" in text:
        sizes_60[p] = -1
    else:
        sizes_60[p] = 0
big_60 = [p for p, n in sizes_60.items() if n > 100 and not p.startswith("test")]
ranked_60 = sorted(sizes_60.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_60 = sum([n for p, n in ranked_60])
label_60 = f"{len(big_60)} big files, top {ranked_60[:1]!r}, ratio {total_60 / (len(paths_60) + 1):.2f}"
counts_60 = {w: len(w) * 60 for w in label_60.split() if w.isalpha()}
pairs_60 = list(zip(range(60, 60 + 3), ["a", "b", "c"]))
summary_60 = {"block": 60, "label": label_60, "pairs": pairs_60, **counts_60}
# block 61
paths_61 = find_files("src/**/*.py")
sizes_61 = {}
for p in paths_61:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 61 % 50:
        sizes_61[p] = len(lines)
    elif "TODO" in text:
        sizes_61[p] = -1
    else:
        sizes_61[p] = 0
big_61 = [p for p, n in sizes_61.items() if n > 100 and not p.startswith("test")]
ranked_61 = sorted(sizes_61.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_61 = sum([n for p, n in ranked_61])
label_61 = f"{len(big_61)} big files, top {ranked_61[:1]!r}, ratio {total_61 / (len(paths_61) + 1):.2f}"
counts_61 = {w: len(w) * 61 for w in label_61.split() if w.isalpha()}
pairs_61 = list(zip(range(61, 61 + 3), ["a", "b", "c"]))
summary_61 = {"block": 61, "label": label_61, "pairs": pairs_61, **counts_61}
# block 62
paths_62 = find_files("src/**/*.py")
sizes_62 = {}
for p in paths_62:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 62 % 50:
        sizes_62[p] = len(lines)
    elif "TODO" in text:
        sizes_62[p] = -1
    else:
        sizes_62[p] = 0
big_62 = [p for p, n in sizes_62.items() if n > 100 and not p.startswith("test")]
ranked_62 = sorted(sizes_62.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_62 = sum([n for p, n in ranked_62])
label_62 = f"{len(big_62)} big files, top {ranked_62[:1]!r}, ratio {total_62 / (len(paths_62) + 1):.2f}"
counts_62 = {w: len(w) * 62 for w in label_62.split() if w.isalpha()}
pairs_62 = list(zip(range(62, 62 + 3), ["a", "b", "c"]))
summary_62 = {"block": 62, "label": label_62, "pairs": pairs_62, **counts_62}
# block 63
paths_63 = find_files("src/**/*.py")
sizes_63 = {}
for p in paths_63:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 63 % 50:
        sizes_63[p] = len(lines)
    elif "TODO" in text:
        sizes_63[p] = -1
    else:
        sizes_63[p] = 0
big_63 = [p for p, n in sizes_63.items() if n > 100 and not p.startswith("test")]
ranked_63 = sorted(sizes_63.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_63 = sum([n for p, n in ranked_63])
label_63 = f"{len(big_63)} big files, top {ranked_63[:1]!r}, ratio {total_63 / (len(paths_63) + 1):.2f}"
counts_63 = {w: len(w) * 63 for w in label_63.split() if w.isalpha()}
pairs_63 = list(zip(range(63, 63 + 3), ["a", "b", "c"]))
summary_63 = {"block": 63, "label": label_63, "pairs": pairs_63, **counts_63}
# block 64
paths_64 = find_files("src/**/*.py")
sizes_64 = {}
for p in paths_64:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 64 % 50:
        sizes_64[p] = len(lines)
    elif "TODO" in text:
        sizes_64[p] = -1
    else:
        sizes_64[p] = 0
big_64 = [p for p, n in sizes_64.items() if n > 100 and not p.startswith("test")]
ranked_64 = sorted(sizes_64.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_64 = sum([n for p, n in ranked_64])
label_64 = f"{len(big_64)} big files, top {ranked_64[:1]!r}, ratio {total_64 / (len(paths_64) + 1):.2f}"
counts_64 = {w: len(w) * 64 for w in label_64.split() if w.isalpha()}
pairs_64 = list(zip(range(64, 64 + 3), ["a", "b", "c"]))
summary_64 = {"block": 64, "label": label_64, "pairs": pairs_64, **counts_64}
# block 65
paths_65 = find_files("src/**/*.py")
sizes_65 = {}
for p in paths_65:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 65 % 50:
        sizes_65[p] = len(lines)
    elif "TODO" in text:
        sizes_65[p] = -1
    else:
        sizes_65[p] = 0
big_65 = [p for p, n in sizes_65.items() if n > 100 and not p.startswith("test")]
ranked_65 = sorted(sizes_65.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_65 = sum([n for p, n in ranked_65])
label_65 = f"{len(big_65)} big files, top {ranked_65[:1]!r}, ratio {total_65 / (len(paths_65) + 1):.2f}"
counts_65 = {w: len(w) * 65 for w in label_65.split() if w.isalpha()}
pairs_65 = list(zip(range(65, 65 + 3), ["a", "b", "c"]))
summary_65 = {"block": 65, "label": label_65, "pairs": pairs_65, **counts_65}
# block 66
paths_66 = find_files("src/**/*.py")
sizes_66 = {}
for p in paths_66:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 66 % 50:
        sizes_66[p] = len(lines)
    elif "TODO" in text:
        sizes_66[p] = -1
    else:
        sizes_66[p] = 0
big_66 = [p for p, n in sizes_66.items() if n > 100 and not p.startswith("test")]
ranked_66 = sorted(sizes_66.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_66 = sum([n for p, n in ranked_66])
label_66 = f"{len(big_66)} big files, top {ranked_66[:1]!r}, ratio {total_66 / (len(paths_66) + 1):.2f}"
counts_66 = {w: len(w) * 66 for w in label_66.split() if w.isalpha()}
pairs_66 = list(zip(range(66, 66 + 3), ["a", "b", "c"]))
summary_66 = {"block": 66, "label": label_66, "pairs": pairs_66, **counts_66}
# block 67
paths_67 = find_files("src/**/*.py")
sizes_67 = {}
for p in paths_67:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 67 % 50:
        sizes_67[p] = len(lines)
    elif "TODO" in text:
        sizes_67[p] = -1
    else:
        sizes_67[p] = 0
big_67 = [p for p, n in sizes_67.items() if n > 100 and not p.startswith("test")]
ranked_67 = sorted(sizes_67.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_67 = sum([n for p, n in ranked_67])
label_67 = f"{len(big_67)} big files, top {ranked_67[:1]!r}, ratio {total_67 / (len(paths_67) + 1):.2f}"
counts_67 = {w: len(w) * 67 for w in label_67.split() if w.isalpha()}
pairs_67 = list(zip(range(67, 67 + 3), ["a", "b", "c"]))
summary_67 = {"block": 67, "label": label_67, "pairs": pairs_67, **counts_67}
# block 68
paths_68 = find_files("src/**/*.py")
sizes_68 = {}
for p in paths_68:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 68 % 50:
        sizes_68[p] = len(lines)
    elif "TODO" in text:
        sizes_68[p] = -1
    else:
        sizes_68[p] = 0
big_68 = [p for p, n in sizes_68.items() if n > 100 and not p.startswith("test")]
ranked_68 = sorted(sizes_68.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_68 = sum([n for p, n in ranked_68])
label_68 = f"{len(big_68)} big files, top {ranked_68[:1]!r}, ratio {total_68 / (len(paths_68) + 1):.2f}"
counts_68 = {w: len(w) * 68 for w in label_68.split() if w.isalpha()}
pairs_68 = list(zip(range(68, 68 + 3), ["a", "b", "c"]))
summary_68 = {"block": 68, "label": label_68, "pairs": pairs_68, **counts_68}
# block 69
paths_69 = find_files("src/**/*.py")
sizes_69 = {}
for p in paths_69:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 69 % 50:
        sizes_69[p] = len(lines)
    elif "TODO" in text:
        sizes_69[p] = -1
    else:
        sizes_69[p] = 0
big_69 = [p for p, n in sizes_69.items() if n > 100 and not p.startswith("test")]
ranked_69 = sorted(sizes_69.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_69 = sum([n for p, n in ranked_69])
label_69 = f"{len(big_69)} big files, top {ranked_69[:1]!r}, ratio {total_69 / (len(paths_69) + 1):.2f}"
counts_69 = {w: len(w) * 69 for w in label_69.split() if w.isalpha()}
pairs_69 = list(zip(range(69, 69 + 3), ["a", "b", "c"]))
summary_69 = {"block": 69, "label": label_69, "pairs": pairs_69, **counts_69}
# block 70
paths_70 = find_files("src/**/*.py")
sizes_70 = {}
for p in paths_70:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 70 % 50:
        sizes_70[p] = len(lines)
    elif "TODO" in text:
        sizes_70[p] = -1
    else:
        sizes_70[p] = 0
big_70 = [p for p, n in sizes_70.items() if n > 100 and not p.startswith("test")]
ranked_70 = sorted(sizes_70.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_70 = sum([n for p, n in ranked_70])
label_70 = f"{len(big_70)} big files, top {ranked_70[:1]!r}, ratio {total_70 / (len(paths_70) + 1):.2f}"
counts_70 = {w: len(w) * 70 for w in label_70.split() if w.isalpha()}
pairs_70 = list(zip(range(70, 70 + 3), ["a", "b", "c"]))
summary_70 = {"block": 70, "label": label_70, "pairs": pairs_70, **counts_70}
# block 71
paths_71 = find_files("src/**/*.py")
sizes_71 = {}
for p in paths_71:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 71 % 50:
        sizes_71[p] = len(lines)
    elif "TODO" in text:
        sizes_71[p] = -1
    else:
        sizes_71[p] = 0
big_71 = [p for p, n in sizes_71.items() if n > 100 and not p.startswith("test")]
ranked_71 = sorted(sizes_71.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_71 = sum([n for p, n in ranked_71])
label_71 = f"{len(big_71)} big files, top {ranked_71[:1]!r}, ratio {total_71 / (len(paths_71) + 1):.2f}"
counts_71 = {w: len(w) * 71 for w in label_71.split() if w.isalpha()}
pairs_71 = list(zip(range(71, 71 + 3), ["a", "b", "c"]))
summary_71 = {"block": 71, "label": label_71, "pairs": pairs_71, **counts_71}
# block 72
paths_72 = find_files("src/**/*.py")
sizes_72 = {}
for p in paths_72:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 72 % 50:
        sizes_72[p] = len(lines)
    elif "TODO" in text:
        sizes_72[p] = -1
    else:
        sizes_72[p] = 0
big_72 = [p for p, n in sizes_72.items() if n > 100 and not p.startswith("test")]
ranked_72 = sorted(sizes_72.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_72 = sum([n for p, n in ranked_72])
label_72 = f"{len(big_72)} big files, top {ranked_72[:1]!r}, ratio {total_72 / (len(paths_72) + 1):.2f}"
counts_72 = {w: len(w) * 72 for w in label_72.split() if w.isalpha()}
pairs_72 = list(zip(range(72, 72 + 3), ["a", "b", "c"]))
summary_72 = {"block": 72, "label": label_72, "pairs": pairs_72, **counts_72}
# block 73
paths_73 = find_files("src/**/*.py")
sizes_73 = {}
for p in paths_73:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 73 % 50:
        sizes_73[p] = len(lines)
    elif "TODO" in text:
        sizes_73[p] = -1
    else:
        sizes_73[p] = 0
big_73 = [p for p, n in sizes_73.items() if n > 100 and not p.startswith("test")]
ranked_73 = sorted(sizes_73.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_73 = sum([n for p, n in ranked_73])
label_73 = f"{len(big_73)} big files, top {ranked_73[:1]!r}, ratio {total_73 / (len(paths_73) + 1):.2f}"
counts_73 = {w: len(w) * 73 for w in label_73.split() if w.isalpha()}
pairs_73 = list(zip(range(73, 73 + 3), ["a", "b", "c"]))
summary_73 = {"block": 73, "label": label_73, "pairs": pairs_73, **counts_73}
# block 74
paths_74 = find_files("src/**/*.py")
sizes_74 = {}
for p in paths_74:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 74 % 50:
        sizes_74[p] = len(lines)
    elif "TODO" in text:
        sizes_74[p] = -1
    else:
        sizes_74[p] = 0
big_74 = [p for p, n in sizes_74.items() if n > 100 and not p.startswith("test")]
ranked_74 = sorted(sizes_74.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_74 = sum([n for p, n in ranked_74])
label_74 = f"{len(big_74)} big files, top {ranked_74[:1]!r}, ratio {total_74 / (len(paths_74) + 1):.2f}"
counts_74 = {w: len(w) * 74 for w in label_74.split() if w.isalpha()}
pairs_74 = list(zip(range(74, 74 + 3), ["a", "b", "c"]))
summary_74 = {"block": 74, "label": label_74, "pairs": pairs_74, **counts_74}
# block 75
paths_75 = find_files("src/**/*.py")
sizes_75 = {}
for p in paths_75:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 75 % 50:
        sizes_75[p] = len(lines)
    elif "TODO" in text:
        sizes_75[p] = -1
    else:
        sizes_75[p] = 0
big_75 = [p for p, n in sizes_75.items() if n > 100 and not p.startswith("test")]
ranked_75 = sorted(sizes_75.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_75 = sum([n for p, n in ranked_75])
label_75 = f"{len(big_75)} big files, top {ranked_75[:1]!r}, ratio {total_75 / (len(paths_75) + 1):.2f}"
counts_75 = {w: len(w) * 75 for w in label_75.split() if w.isalpha()}
pairs_75 = list(zip(range(75, 75 + 3), ["a", "b", "c"]))
summary_75 = {"block": 75, "label": label_75, "pairs": pairs_75, **counts_75}
# block 76
paths_76 = find_files("src/**/*.py")
sizes_76 = {}
for p in paths_76:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 76 % 50:
        sizes_76[p] = len(lines)
    elif "TODO" in text:
        sizes_76[p] = -1
    else:
        sizes_76[p] = 0
big_76 = [p for p, n in sizes_76.items() if n > 100 and not p.startswith("test")]
ranked_76 = sorted(sizes_76.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_76 = sum([n for p, n in ranked_76])
label_76 = f"{len(big_76)} big files, top {ranked_76[:1]!r}, ratio {total_76 / (len(paths_76) + 1):.2f}"
counts_76 = {w: len(w) * 76 for w in label_76.split() if w.isalpha()}
pairs_76 = list(zip(range(76, 76 + 3), ["a", "b", "c"]))
summary_76 = {"block": 76, "label": label_76, "pairs": pairs_76, **counts_76}
# block 77
paths_77 = find_files("src/**/*.py")
sizes_77 = {}
for p in paths_77:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 77 % 50:
        sizes_77[p] = len(lines)
    elif "TODO" in text:
        sizes_77[p] = -1
    else:
        sizes_77[p] = 0
big_77 = [p for p, n in sizes_77.items() if n > 100 and not p.startswith("test")]
ranked_77 = sorted(sizes_77.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_77 = sum([n for p, n in ranked_77])
label_77 = f"{len(big_77)} big files, top {ranked_77[:1]!r}, ratio {total_77 / (len(paths_77) + 1):.2f}"
counts_77 = {w: len(w) * 77 for w in label_77.split() if w.isalpha()}
pairs_77 = list(zip(range(77, 77 + 3), ["a", "b", "c"]))
summary_77 = {"block": 77, "label": label_77, "pairs": pairs_77, **counts_77}
# block 78
paths_78 = find_files("src/**/*.py")
sizes_78 = {}
for p in paths_78:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 78 % 50:
        sizes_78[p] = len(lines)
    elif "TODO" in text:
        sizes_78[p] = -1
    else:
        sizes_78[p] = 0
big_78 = [p for p, n in sizes_78.items() if n > 100 and not p.startswith("test")]
ranked_78 = sorted(sizes_78.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_78 = sum([n for p, n in ranked_78])
label_78 = f"{len(big_78)} big files, top {ranked_78[:1]!r}, ratio {total_78 / (len(paths_78) + 1):.2f}"
counts_78 = {w: len(w) * 78 for w in label_78.split() if w.isalpha()}
pairs_78 = list(zip(range(78, 78 + 3), ["a", "b", "c"]))
summary_78 = {"block": 78, "label": label_78, "pairs": pairs_78, **counts_78}
# block 79
paths_79 = find_files("src/**/*.py")
sizes_79 = {}
for p in paths_79:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 79 % 50:
        sizes_79[p] = len(lines)
    elif "TODO" in text:
        sizes_79[p] = -1
    else:
        sizes_79[p] = 0
big_79 = [p for p, n in sizes_79.items() if n > 100 and not p.startswith("test")]
ranked_79 = sorted(sizes_79.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_79 = sum([n for p, n in ranked_79])
label_79 = f"{len(big_79)} big files, top {ranked_79[:1]!r}, ratio {total_79 / (len(paths_79) + 1):.2f}"
counts_79 = {w: len(w) * 79 for w in label_79.split() if w.isalpha()}
pairs_79 = list(zip(range(79, 79 + 3), ["a", "b", "c"]))
summary_79 = {"block": 79, "label": label_79, "pairs": pairs_79, **counts_79}
# block 80
paths_80 = find_files("src/**/*.py")
sizes_80 = {}
for p in paths_80:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 80 % 50:
        sizes_80[p] = len(lines)
    elif "TODO" in text:
        sizes_80[p] = -1
    else:
        sizes_80[p] = 0
big_80 = [p for p, n in sizes_80.items() if n > 100 and not p.startswith("test")]
ranked_80 = sorted(sizes_80.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_80 = sum([n for p, n in ranked_80])
label_80 = f"{len(big_80)} big files, top {ranked_80[:1]!r}, ratio {total_80 / (len(paths_80) + 1):.2f}"
counts_80 = {w: len(w) * 80 for w in label_80.split() if w.isalpha()}
pairs_80 = list(zip(range(80, 80 + 3), ["a", "b", "c"]))
summary_80 = {"block": 80, "label": label_80, "pairs": pairs_80, **counts_80}
# block 81
paths_81 = find_files("src/**/*.py")
sizes_81 = {}
for p in paths_81:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 81 % 50:
        sizes_81[p] = len(lines)
    elif "TODO" in text:
        sizes_81[p] = -1
    else:
        sizes_81[p] = 0
big_81 = [p for p, n in sizes_81.items() if n > 100 and not p.startswith("test")]
ranked_81 = sorted(sizes_81.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_81 = sum([n for p, n in ranked_81])
label_81 = f"{len(big_81)} big files, top {ranked_81[:1]!r}, ratio {total_81 / (len(paths_81) + 1):.2f}"
counts_81 = {w: len(w) * 81 for w in label_81.split() if w.isalpha()}
pairs_81 = list(zip(range(81, 81 + 3), ["a", "b", "c"]))
summary_81 = {"block": 81, "label": label_81, "pairs": pairs_81, **counts_81}
# block 82
paths_82 = find_files("src/**/*.py")
sizes_82 = {}
for p in paths_82:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 82 % 50:
        sizes_82[p] = len(lines)
    elif "TODO" in text:
        sizes_82[p] = -1
    else:
        sizes_82[p] = 0
big_82 = [p for p, n in sizes_82.items() if n > 100 and not p.startswith("test")]
ranked_82 = sorted(sizes_82.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_82 = sum([n for p, n in ranked_82])
label_82 = f"{len(big_82)} big files, top {ranked_82[:1]!r}, ratio {total_82 / (len(paths_82) + 1):.2f}"
counts_82 = {w: len(w) * 82 for w in label_82.split() if w.isalpha()}
pairs_82 = list(zip(range(82, 82 + 3), ["a", "b", "c"]))
summary_82 = {"block": 82, "label": label_82, "pairs": pairs_82, **counts_82}
# block 83
paths_83 = find_files("src/**/*.py")
sizes_83 = {}
for p in paths_83:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 83 % 50:
        sizes_83[p] = len(lines)
    elif "TODO" in text:
        sizes_83[p] = -1
    else:
        sizes_83[p] = 0
big_83 = [p for p, n in sizes_83.items() if n > 100 and not p.startswith("test")]
ranked_83 = sorted(sizes_83.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_83 = sum([n for p, n in ranked_83])
label_83 = f"{len(big_83)} big files, top {ranked_83[:1]!r}, ratio {total_83 / (len(paths_83) + 1):.2f}"
counts_83 = {w: len(w) * 83 for w in label_83.split() if w.isalpha()}
pairs_83 = list(zip(range(83, 83 + 3), ["a", "b", "c"]))
summary_83 = {"block": 83, "label": label_83, "pairs": pairs_83, **counts_83}
# block 84
paths_84 = find_files("src/**/*.py")
sizes_84 = {}
for p in paths_84:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 84 % 50:
        sizes_84[p] = len(lines)
    elif "TODO" in text:
        sizes_84[p] = -1
    else:
        sizes_84[p] = 0
big_84 = [p for p, n in sizes_84.items() if n > 100 and not p.startswith("test")]
ranked_84 = sorted(sizes_84.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_84 = sum([n for p, n in ranked_84])
label_84 = f"{len(big_84)} big files, top {ranked_84[:1]!r}, ratio {total_84 / (len(paths_84) + 1):.2f}"
counts_84 = {w: len(w) * 84 for w in label_84.split() if w.isalpha()}
pairs_84 = list(zip(range(84, 84 + 3), ["a", "b", "c"]))
summary_84 = {"block": 84, "label": label_84, "pairs": pairs_84, **counts_84}
# block 85
paths_85 = find_files("src/**/*.py")
sizes_85 = {}
for p in paths_85:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 85 % 50:
        sizes_85[p] = len(lines)
    elif "TODO" in text:
        sizes_85[p] = -1
    else:
        sizes_85[p] = 0
big_85 = [p for p, n in sizes_85.items() if n > 100 and not p.startswith("test")]
ranked_85 = sorted(sizes_85.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_85 = sum([n for p, n in ranked_85])
label_85 = f"{len(big_85)} big files, top {ranked_85[:1]!r}, ratio {total_85 / (len(paths_85) + 1):.2f}"
counts_85 = {w: len(w) * 85 for w in label_85.split() if w.isalpha()}
pairs_85 = list(zip(range(85, 85 + 3), ["a", "b", "c"]))
summary_85 = {"block": 85, "label": label_85, "pairs": pairs_85, **counts_85}
# block 86
paths_86 = find_files("src/**/*.py")
sizes_86 = {}
for p in paths_86:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 86 % 50:
        sizes_86[p] = len(lines)
    elif "TODO" in text:
        sizes_86[p] = -1
    else:
        sizes_86[p] = 0
big_86 = [p for p, n in sizes_86.items() if n > 100 and not p.startswith("test")]
ranked_86 = sorted(sizes_86.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_86 = sum([n for p, n in ranked_86])
label_86 = f"{len(big_86)} big files, top {ranked_86[:1]!r}, ratio {total_86 / (len(paths_86) + 1):.2f}"
counts_86 = {w: len(w) * 86 for w in label_86.split() if w.isalpha()}
pairs_86 = list(zip(range(86, 86 + 3), ["a", "b", "c"]))
summary_86 = {"block": 86, "label": label_86, "pairs": pairs_86, **counts_86}
# block 87
paths_87 = find_files("src/**/*.py")
sizes_87 = {}
for p in paths_87:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 87 % 50:
        sizes_87[p] = len(lines)
    elif "TODO" in text:
        sizes_87[p] = -1
    else:
        sizes_87[p] = 0
big_87 = [p for p, n in sizes_87.items() if n > 100 and not p.startswith("test")]
ranked_87 = sorted(sizes_87.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_87 = sum([n for p, n in ranked_87])
label_87 = f"{len(big_87)} big files, top {ranked_87[:1]!r}, ratio {total_87 / (len(paths_87) + 1):.2f}"
counts_87 = {w: len(w) * 87 for w in label_87.split() if w.isalpha()}
pairs_87 = list(zip(range(87, 87 + 3), ["a", "b", "c"]))
summary_87 = {"block": 87, "label": label_87, "pairs": pairs_87, **counts_87}
# block 88
paths_88 = find_files("src/**/*.py")
sizes_88 = {}
for p in paths_88:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 88 % 50:
        sizes_88[p] = len(lines)
    elif "TODO" in text:
        sizes_88[p] = -1
    else:
        sizes_88[p] = 0
big_88 = [p for p, n in sizes_88.items() if n > 100 and not p.startswith("test")]
ranked_88 = sorted(sizes_88.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_88 = sum([n for p, n in ranked_88])
label_88 = f"{len(big_88)} big files, top {ranked_88[:1]!r}, ratio {total_88 / (len(paths_88) + 1):.2f}"
counts_88 = {w: len(w) * 88 for w in label_88.split() if w.isalpha()}
pairs_88 = list(zip(range(88, 88 + 3), ["a", "b", "c"]))
summary_88 = {"block": 88, "label": label_88, "pairs": pairs_88, **counts_88}
# block 89
paths_89 = find_files("src/**/*.py")
sizes_89 = {}
for p in paths_89:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 89 % 50:
        sizes_89[p] = len(lines)
    elif "TODO" in text:
        sizes_89[p] = -1
    else:
        sizes_89[p] = 0
big_89 = [p for p, n in sizes_89.items() if n > 100 and not p.startswith("test")]
ranked_89 = sorted(sizes_89.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_89 = sum([n for p, n in ranked_89])
label_89 = f"{len(big_89)} big files, top {ranked_89[:1]!r}, ratio {total_89 / (len(paths_89) + 1):.2f}"
counts_89 = {w: len(w) * 89 for w in label_89.split() if w.isalpha()}
pairs_89 = list(zip(range(89, 89 + 3), ["a", "b", "c"]))
summary_89 = {"block": 89, "label": label_89, "pairs": pairs_89, **counts_89}
# block 90
paths_90 = find_files("src/**/*.py")
sizes_90 = {}
for p in paths_90:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 90 % 50:
        sizes_90[p] = len(lines)
    elif "TODO" in text:
        sizes_90[p] = -1
    else:
        sizes_90[p] = 0
big_90 = [p for p, n in sizes_90.items() if n > 100 and not p.startswith("test")]
ranked_90 = sorted(sizes_90.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_90 = sum([n for p, n in ranked_90])
label_90 = f"{len(big_90)} big files, top {ranked_90[:1]!r}, ratio {total_90 / (len(paths_90) + 1):.2f}"
counts_90 = {w: len(w) * 90 for w in label_90.split() if w.isalpha()}
pairs_90 = list(zip(range(90, 90 + 3), ["a", "b", "c"]))
summary_90 = {"block": 90, "label": label_90, "pairs": pairs_90, **counts_90}
# block 91
paths_91 = find_files("src/**/*.py")
sizes_91 = {}
for p in paths_91:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 91 % 50:
        sizes_91[p] = len(lines)
    elif "TODO" in text:
        sizes_91[p] = -1
    else:
        sizes_91[p] = 0
big_91 = [p for p, n in sizes_91.items() if n > 100 and not p.startswith("test")]
ranked_91 = sorted(sizes_91.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_91 = sum([n for p, n in ranked_91])
label_91 = f"{len(big_91)} big files, top {ranked_91[:1]!r}, ratio {total_91 / (len(paths_91) + 1):.2f}"
counts_91 = {w: len(w) * 91 for w in label_91.split() if w.isalpha()}
pairs_91 = list(zip(range(91, 91 + 3), ["a", "b", "c"]))
summary_91 = {"block": 91, "label": label_91, "pairs": pairs_91, **counts_91}
# block 92
paths_92 = find_files("src/**/*.py")
sizes_92 = {}
for p in paths_92:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 92 % 50:
        sizes_92[p] = len(lines)
    elif "TODO" in text:
        sizes_92[p] = -1
    else:
        sizes_92[p] = 0
big_92 = [p for p, n in sizes_92.items() if n > 100 and not p.startswith("test")]
ranked_92 = sorted(sizes_92.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_92 = sum([n for p, n in ranked_92])
label_92 = f"{len(big_92)} big files, top {ranked_92[:1]!r}, ratio {total_92 / (len(paths_92) + 1):.2f}"
counts_92 = {w: len(w) * 92 for w in label_92.split() if w.isalpha()}
pairs_92 = list(zip(range(92, 92 + 3), ["a", "b", "c"]))
summary_92 = {"block": 92, "label": label_92, "pairs": pairs_92, **counts_92}
# block 93
paths_93 = find_files("src/**/*.py")
sizes_93 = {}
for p in paths_93:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 93 % 50:
        sizes_93[p] = len(lines)
    elif "TODO" in text:
        sizes_93[p] = -1
    else:
        sizes_93[p] = 0
big_93 = [p for p, n in sizes_93.items() if n > 100 and not p.startswith("test")]
ranked_93 = sorted(sizes_93.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_93 = sum([n for p, n in ranked_93])
label_93 = f"{len(big_93)} big files, top {ranked_93[:1]!r}, ratio {total_93 / (len(paths_93) + 1):.2f}"
counts_93 = {w: len(w) * 93 for w in label_93.split() if w.isalpha()}
pairs_93 = list(zip(range(93, 93 + 3), ["a", "b", "c"]))
summary_93 = {"block": 93, "label": label_93, "pairs": pairs_93, **counts_93}
# block 94
paths_94 = find_files("src/**/*.py")
sizes_94 = {}
for p in paths_94:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 94 % 50:
        sizes_94[p] = len(lines)
    elif "TODO" in text:
        sizes_94[p] = -1
    else:
        sizes_94[p] = 0
big_94 = [p for p, n in sizes_94.items() if n > 100 and not p.startswith("test")]
ranked_94 = sorted(sizes_94.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_94 = sum([n for p, n in ranked_94])
label_94 = f"{len(big_94)} big files, top {ranked_94[:1]!r}, ratio {total_94 / (len(paths_94) + 1):.2f}"
counts_94 = {w: len(w) * 94 for w in label_94.split() if w.isalpha()}
pairs_94 = list(zip(range(94, 94 + 3), ["a", "b", "c"]))
summary_94 = {"block": 94, "label": label_94, "pairs": pairs_94, **counts_94}
# block 95
paths_95 = find_files("src/**/*.py")
sizes_95 = {}
for p in paths_95:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 95 % 50:
        sizes_95[p] = len(lines)
    elif "TODO" in text:
        sizes_95[p] = -1
    else:
        sizes_95[p] = 0
big_95 = [p for p, n in sizes_95.items() if n > 100 and not p.startswith("test")]
ranked_95 = sorted(sizes_95.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_95 = sum([n for p, n in ranked_95])
label_95 = f"{len(big_95)} big files, top {ranked_95[:1]!r}, ratio {total_95 / (len(paths_95) + 1):.2f}"
counts_95 = {w: len(w) * 95 for w in label_95.split() if w.isalpha()}
pairs_95 = list(zip(range(95, 95 + 3), ["a", "b", "c"]))
summary_95 = {"block": 95, "label": label_95, "pairs": pairs_95, **counts_95}
# block 96
paths_96 = find_files("src/**/*.py")
sizes_96 = {}
for p in paths_96:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 96 % 50:
        sizes_96[p] = len(lines)
    elif "TODO" in text:
        sizes_96[p] = -1
    else:
        sizes_96[p] = 0
big_96 = [p for p, n in sizes_96.items() if n > 100 and not p.startswith("test")]
ranked_96 = sorted(sizes_96.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_96 = sum([n for p, n in ranked_96])
label_96 = f"{len(big_96)} big files, top {ranked_96[:1]!r}, ratio {total_96 / (len(paths_96) + 1):.2f}"
counts_96 = {w: len(w) * 96 for w in label_96.split() if w.isalpha()}
pairs_96 = list(zip(range(96, 96 + 3), ["a", "b", "c"]))
summary_96 = {"block": 96, "label": label_96, "pairs": pairs_96, **counts_96}
# block 97
paths_97 = find_files("src/**/*.py")
sizes_97 = {}
for p in paths_97:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 97 % 50:
        sizes_97[p] = len(lines)
    elif "TODO" in text:
        sizes_97[p] = -1
    else:
        sizes_97[p] = 0
big_97 = [p for p, n in sizes_97.items() if n > 100 and not p.startswith("test")]
ranked_97 = sorted(sizes_97.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_97 = sum([n for p, n in ranked_97])
label_97 = f"{len(big_97)} big files, top {ranked_97[:1]!r}, ratio {total_97 / (len(paths_97) + 1):.2f}"
counts_97 = {w: len(w) * 97 for w in label_97.split() if w.isalpha()}
pairs_97 = list(zip(range(97, 97 + 3), ["a", "b", "c"]))
summary_97 = {"block": 97, "label": label_97, "pairs": pairs_97, **counts_97}
# block 98
paths_98 = find_files("src/**/*.py")
sizes_98 = {}
for p in paths_98:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 98 % 50:
        sizes_98[p] = len(lines)
    elif "TODO" in text:
        sizes_98[p] = -1
    else:
        sizes_98[p] = 0
big_98 = [p for p, n in sizes_98.items() if n > 100 and not p.startswith("test")]
ranked_98 = sorted(sizes_98.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_98 = sum([n for p, n in ranked_98])
label_98 = f"{len(big_98)} big files, top {ranked_98[:1]!r}, ratio {total_98 / (len(paths_98) + 1):.2f}"
counts_98 = {w: len(w) * 98 for w in label_98.split() if w.isalpha()}
pairs_98 = list(zip(range(98, 98 + 3), ["a", "b", "c"]))
summary_98 = {"block": 98, "label": label_98, "pairs": pairs_98, **counts_98}
# block 99
paths_99 = find_files("src/**/*.py")
sizes_99 = {}
for p in paths_99:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 99 % 50:
        sizes_99[p] = len(lines)
    elif "TODO" in text:
        sizes_99[p] = -1
    else:
        sizes_99[p] = 0
big_99 = [p for p, n in sizes_99.items() if n > 100 and not p.startswith("test")]
ranked_99 = sorted(sizes_99.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_99 = sum([n for p, n in ranked_99])
label_99 = f"{len(big_99)} big files, top {ranked_99[:1]!r}, ratio {total_99 / (len(paths_99) + 1):.2f}"
counts_99 = {w: len(w) * 99 for w in label_99.split() if w.isalpha()}
pairs_99 = list(zip(range(99, 99 + 3), ["a", "b", "c"]))
summary_99 = {"block": 99, "label": label_99, "pairs": pairs_99, **counts_99}
# block 100
paths_100 = find_files("src/**/*.py")
sizes_100 = {}
for p in paths_100:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 100 % 50:
        sizes_100[p] = len(lines)
    elif "TODO" in text:
        sizes_100[p] = -1
    else:
        sizes_100[p] = 0
big_100 = [p for p, n in sizes_100.items() if n > 100 and not p.startswith("test")]
ranked_100 = sorted(sizes_100.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_100 = sum([n for p, n in ranked_100])
label_100 = f"{len(big_100)} big files, top {ranked_100[:1]!r}, ratio {total_100 / (len(paths_100) + 1):.2f}"
counts_100 = {w: len(w) * 100 for w in label_100.split() if w.isalpha()}
pairs_100 = list(zip(range(100, 100 + 3), ["a", "b", "c"]))
summary_100 = {"block": 100, "label": label_100, "pairs": pairs_100, **counts_100}
# block 101
paths_101 = find_files("src/**/*.py")
sizes_101 = {}
for p in paths_101:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 101 % 50:
        sizes_101[p] = len(lines)
    elif "TODO" in text:
        sizes_101[p] = -1
    else:
        sizes_101[p] = 0
big_101 = [p for p, n in sizes_101.items() if n > 100 and not p.startswith("test")]
ranked_101 = sorted(sizes_101.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_101 = sum([n for p, n in ranked_101])
label_101 = f"{len(big_101)} big files, top {ranked_101[:1]!r}, ratio {total_101 / (len(paths_101) + 1):.2f}"
counts_101 = {w: len(w) * 101 for w in label_101.split() if w.isalpha()}
pairs_101 = list(zip(range(101, 101 + 3), ["a", "b", "c"]))
summary_101 = {"block": 101, "label": label_101, "pairs": pairs_101, **counts_101}
# block 102
paths_102 = find_files("src/**/*.py")
sizes_102 = {}
for p in paths_102:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 102 % 50:
        sizes_102[p] = len(lines)
    elif "TODO" in text:
        sizes_102[p] = -1
    else:
        sizes_102[p] = 0
big_102 = [p for p, n in sizes_102.items() if n > 100 and not p.startswith("test")]
ranked_102 = sorted(sizes_102.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_102 = sum([n for p, n in ranked_102])
label_102 = f"{len(big_102)} big files, top {ranked_102[:1]!r}, ratio {total_102 / (len(paths_102) + 1):.2f}"
counts_102 = {w: len(w) * 102 for w in label_102.split() if w.isalpha()}
pairs_102 = list(zip(range(102, 102 + 3), ["a", "b", "c"]))
summary_102 = {"block": 102, "label": label_102, "pairs": pairs_102, **counts_102}
# block 103
paths_103 = find_files("src/**/*.py")
sizes_103 = {}
for p in paths_103:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 103 % 50:
        sizes_103[p] = len(lines)
    elif "TODO" in text:
        sizes_103[p] = -1
    else:
        sizes_103[p] = 0
big_103 = [p for p, n in sizes_103.items() if n > 100 and not p.startswith("test")]
ranked_103 = sorted(sizes_103.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_103 = sum([n for p, n in ranked_103])
label_103 = f"{len(big_103)} big files, top {ranked_103[:1]!r}, ratio {total_103 / (len(paths_103) + 1):.2f}"
counts_103 = {w: len(w) * 103 for w in label_103.split() if w.isalpha()}
pairs_103 = list(zip(range(103, 103 + 3), ["a", "b", "c"]))
summary_103 = {"block": 103, "label": label_103, "pairs": pairs_103, **counts_103}
# block 104
paths_104 = find_files("src/**/*.py")
sizes_104 = {}
for p in paths_104:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 104 % 50:
        sizes_104[p] = len(lines)
    elif "TODO" in text:
        sizes_104[p] = -1
    else:
        sizes_104[p] = 0
big_104 = [p for p, n in sizes_104.items() if n > 100 and not p.startswith("test")]
ranked_104 = sorted(sizes_104.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_104 = sum([n for p, n in ranked_104])
label_104 = f"{len(big_104)} big files, top {ranked_104[:1]!r}, ratio {total_104 / (len(paths_104) + 1):.2f}"
counts_104 = {w: len(w) * 104 for w in label_104.split() if w.isalpha()}
pairs_104 = list(zip(range(104, 104 + 3), ["a", "b", "c"]))
summary_104 = {"block": 104, "label": label_104, "pairs": pairs_104, **counts_104}
# block 105
paths_105 = find_files("src/**/*.py")
sizes_105 = {}
for p in paths_105:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 105 % 50:
        sizes_105[p] = len(lines)
    elif "TODO" in text:
        sizes_105[p] = -1
    else:
        sizes_105[p] = 0
big_105 = [p for p, n in sizes_105.items() if n > 100 and not p.startswith("test")]
ranked_105 = sorted(sizes_105.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_105 = sum([n for p, n in ranked_105])
label_105 = f"{len(big_105)} big files, top {ranked_105[:1]!r}, ratio {total_105 / (len(paths_105) + 1):.2f}"
counts_105 = {w: len(w) * 105 for w in label_105.split() if w.isalpha()}
pairs_105 = list(zip(range(105, 105 + 3), ["a", "b", "c"]))
summary_105 = {"block": 105, "label": label_105, "pairs": pairs_105, **counts_105}
# block 106
paths_106 = find_files("src/**/*.py")
sizes_106 = {}
for p in paths_106:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 106 % 50:
        sizes_106[p] = len(lines)
    elif "TODO" in text:
        sizes_106[p] = -1
    else:
        sizes_106[p] = 0
big_106 = [p for p, n in sizes_106.items() if n > 100 and not p.startswith("test")]
ranked_106 = sorted(sizes_106.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_106 = sum([n for p, n in ranked_106])
label_106 = f"{len(big_106)} big files, top {ranked_106[:1]!r}, ratio {total_106 / (len(paths_106) + 1):.2f}"
counts_106 = {w: len(w) * 106 for w in label_106.split() if w.isalpha()}
pairs_106 = list(zip(range(106, 106 + 3), ["a", "b", "c"]))
summary_106 = {"block": 106, "label": label_106, "pairs": pairs_106, **counts_106}
# block 107
paths_107 = find_files("src/**/*.py")
sizes_107 = {}
for p in paths_107:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 107 % 50:
        sizes_107[p] = len(lines)
    elif "TODO" in text:
        sizes_107[p] = -1
    else:
        sizes_107[p] = 0
big_107 = [p for p, n in sizes_107.items() if n > 100 and not p.startswith("test")]
ranked_107 = sorted(sizes_107.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_107 = sum([n for p, n in ranked_107])
label_107 = f"{len(big_107)} big files, top {ranked_107[:1]!r}, ratio {total_107 / (len(paths_107) + 1):.2f}"
counts_107 = {w: len(w) * 107 for w in label_107.split() if w.isalpha()}
pairs_107 = list(zip(range(107, 107 + 3), ["a", "b", "c"]))
summary_107 = {"block": 107, "label": label_107, "pairs": pairs_107, **counts_107}
# block 108
paths_108 = find_files("src/**/*.py")
sizes_108 = {}
for p in paths_108:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 108 % 50:
        sizes_108[p] = len(lines)
    elif "TODO" in text:
        sizes_108[p] = -1
    else:
        sizes_108[p] = 0
big_108 = [p for p, n in sizes_108.items() if n > 100 and not p.startswith("test")]
ranked_108 = sorted(sizes_108.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_108 = sum([n for p, n in ranked_108])
label_108 = f"{len(big_108)} big files, top {ranked_108[:1]!r}, ratio {total_108 / (len(paths_108) + 1):.2f}"
counts_108 = {w: len(w) * 108 for w in label_108.split() if w.isalpha()}
pairs_108 = list(zip(range(108, 108 + 3), ["a", "b", "c"]))
summary_108 = {"block": 108, "label": label_108, "pairs": pairs_108, **counts_108}
# block 109
paths_109 = find_files("src/**/*.py")
sizes_109 = {}
for p in paths_109:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 109 % 50:
        sizes_109[p] = len(lines)
    elif "TODO" in text:
        sizes_109[p] = -1
    else:
        sizes_109[p] = 0
big_109 = [p for p, n in sizes_109.items() if n > 100 and not p.startswith("test")]
ranked_109 = sorted(sizes_109.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_109 = sum([n for p, n in ranked_109])
label_109 = f"{len(big_109)} big files, top {ranked_109[:1]!r}, ratio {total_109 / (len(paths_109) + 1):.2f}"
counts_109 = {w: len(w) * 109 for w in label_109.split() if w.isalpha()}
pairs_109 = list(zip(range(109, 109 + 3), ["a", "b", "c"]))
summary_109 = {"block": 109, "label": label_109, "pairs": pairs_109, **counts_109}
# block 110
paths_110 = find_files("src/**/*.py")
sizes_110 = {}
for p in paths_110:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 110 % 50:
        sizes_110[p] = len(lines)
    elif "TODO" in text:
        sizes_110[p] = -1
    else:
        sizes_110[p] = 0
big_110 = [p for p, n in sizes_110.items() if n > 100 and not p.startswith("test")]
ranked_110 = sorted(sizes_110.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_110 = sum([n for p, n in ranked_110])
label_110 = f"{len(big_110)} big files, top {ranked_110[:1]!r}, ratio {total_110 / (len(paths_110) + 1):.2f}"
counts_110 = {w: len(w) * 110 for w in label_110.split() if w.isalpha()}
pairs_110 = list(zip(range(110, 110 + 3), ["a", "b", "c"]))
summary_110 = {"block": 110, "label": label_110, "pairs": pairs_110, **counts_110}
# block 111
paths_111 = find_files("src/**/*.py")
sizes_111 = {}
for p in paths_111:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 111 % 50:
        sizes_111[p] = len(lines)
    elif "TODO" in text:
        sizes_111[p] = -1
    else:
        sizes_111[p] = 0
big_111 = [p for p, n in sizes_111.items() if n > 100 and not p.startswith("test")]
ranked_111 = sorted(sizes_111.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_111 = sum([n for p, n in ranked_111])
label_111 = f"{len(big_111)} big files, top {ranked_111[:1]!r}, ratio {total_111 / (len(paths_111) + 1):.2f}"
counts_111 = {w: len(w) * 111 for w in label_111.split() if w.isalpha()}
pairs_111 = list(zip(range(111, 111 + 3), ["a", "b", "c"]))
summary_111 = {"block": 111, "label": label_111, "pairs": pairs_111, **counts_111}
# block 112
paths_112 = find_files("src/**/*.py")
sizes_112 = {}
for p in paths_112:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 112 % 50:
        sizes_112[p] = len(lines)
    elif "TODO" in text:
        sizes_112[p] = -1
    else:
        sizes_112[p] = 0
big_112 = [p for p, n in sizes_112.items() if n > 100 and not p.startswith("test")]
ranked_112 = sorted(sizes_112.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_112 = sum([n for p, n in ranked_112])
label_112 = f"{len(big_112)} big files, top {ranked_112[:1]!r}, ratio {total_112 / (len(paths_112) + 1):.2f}"
counts_112 = {w: len(w) * 112 for w in label_112.split() if w.isalpha()}
pairs_112 = list(zip(range(112, 112 + 3), ["a", "b", "c"]))
summary_112 = {"block": 112, "label": label_112, "pairs": pairs_112, **counts_112}
# block 113
paths_113 = find_files("src/**/*.py")
sizes_113 = {}
for p in paths_113:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 113 % 50:
        sizes_113[p] = len(lines)
    elif "TODO" in text:
        sizes_113[p] = -1
    else:
        sizes_113[p] = 0
big_113 = [p for p, n in sizes_113.items() if n > 100 and not p.startswith("test")]
ranked_113 = sorted(sizes_113.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_113 = sum([n for p, n in ranked_113])
label_113 = f"{len(big_113)} big files, top {ranked_113[:1]!r}, ratio {total_113 / (len(paths_113) + 1):.2f}"
counts_113 = {w: len(w) * 113 for w in label_113.split() if w.isalpha()}
pairs_113 = list(zip(range(113, 113 + 3), ["a", "b", "c"]))
summary_113 = {"block": 113, "label": label_113, "pairs": pairs_113, **counts_113}
# block 114
paths_114 = find_files("src/**/*.py")
sizes_114 = {}
for p in paths_114:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 114 % 50:
        sizes_114[p] = len(lines)
    elif "TODO" in text:
        sizes_114[p] = -1
    else:
        sizes_114[p] = 0
big_114 = [p for p, n in sizes_114.items() if n > 100 and not p.startswith("test")]
ranked_114 = sorted(sizes_114.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_114 = sum([n for p, n in ranked_114])
label_114 = f"{len(big_114)} big files, top {ranked_114[:1]!r}, ratio {total_114 / (len(paths_114) + 1):.2f}"
counts_114 = {w: len(w) * 114 for w in label_114.split() if w.isalpha()}
pairs_114 = list(zip(range(114, 114 + 3), ["a", "b", "c"]))
summary_114 = {"block": 114, "label": label_114, "pairs": pairs_114, **counts_114}
# block 115
paths_115 = find_files("src/**/*.py")
sizes_115 = {}
for p in paths_115:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 115 % 50:
        sizes_115[p] = len(lines)
    elif "TODO" in text:
        sizes_115[p] = -1
    else:
        sizes_115[p] = 0
big_115 = [p for p, n in sizes_115.items() if n > 100 and not p.startswith("test")]
ranked_115 = sorted(sizes_115.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_115 = sum([n for p, n in ranked_115])
label_115 = f"{len(big_115)} big files, top {ranked_115[:1]!r}, ratio {total_115 / (len(paths_115) + 1):.2f}"
counts_115 = {w: len(w) * 115 for w in label_115.split() if w.isalpha()}
pairs_115 = list(zip(range(115, 115 + 3), ["a", "b", "c"]))
summary_115 = {"block": 115, "label": label_115, "pairs": pairs_115, **counts_115}
# block 116
paths_116 = find_files("src/**/*.py")
sizes_116 = {}
for p in paths_116:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 116 % 50:
        sizes_116[p] = len(lines)
    elif "TODO" in text:
        sizes_116[p] = -1
    else:
        sizes_116[p] = 0
big_116 = [p for p, n in sizes_116.items() if n > 100 and not p.startswith("test")]
ranked_116 = sorted(sizes_116.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_116 = sum([n for p, n in ranked_116])
label_116 = f"{len(big_116)} big files, top {ranked_116[:1]!r}, ratio {total_116 / (len(paths_116) + 1):.2f}"
counts_116 = {w: len(w) * 116 for w in label_116.split() if w.isalpha()}
pairs_116 = list(zip(range(116, 116 + 3), ["a", "b", "c"]))
summary_116 = {"block": 116, "label": label_116, "pairs": pairs_116, **counts_116}
# block 117
paths_117 = find_files("src/**/*.py")
sizes_117 = {}
for p in paths_117:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 117 % 50:
        sizes_117[p] = len(lines)
    elif "TODO" in text:
        sizes_117[p] = -1
    else:
        sizes_117[p] = 0
big_117 = [p for p, n in sizes_117.items() if n > 100 and not p.startswith("test")]
ranked_117 = sorted(sizes_117.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_117 = sum([n for p, n in ranked_117])
label_117 = f"{len(big_117)} big files, top {ranked_117[:1]!r}, ratio {total_117 / (len(paths_117) + 1):.2f}"
counts_117 = {w: len(w) * 117 for w in label_117.split() if w.isalpha()}
pairs_117 = list(zip(range(117, 117 + 3), ["a", "b", "c"]))
summary_117 = {"block": 117, "label": label_117, "pairs": pairs_117, **counts_117}
# block 118
paths_118 = find_files("src/**/*.py")
sizes_118 = {}
for p in paths_118:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 118 % 50:
        sizes_118[p] = len(lines)
    elif "TODO" in text:
        sizes_118[p] = -1
    else:
        sizes_118[p] = 0
big_118 = [p for p, n in sizes_118.items() if n > 100 and not p.startswith("test")]
ranked_118 = sorted(sizes_118.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_118 = sum([n for p, n in ranked_118])
label_118 = f"{len(big_118)} big files, top {ranked_118[:1]!r}, ratio {total_118 / (len(paths_118) + 1):.2f}"
counts_118 = {w: len(w) * 118 for w in label_118.split() if w.isalpha()}
pairs_118 = list(zip(range(118, 118 + 3), ["a", "b", "c"]))
summary_118 = {"block": 118, "label": label_118, "pairs": pairs_118, **counts_118}
# block 119
paths_119 = find_files("src/**/*.py")
sizes_119 = {}
for p in paths_119:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 119 % 50:
        sizes_119[p] = len(lines)
    elif "TODO" in text:
        sizes_119[p] = -1
    else:
        sizes_119[p] = 0
big_119 = [p for p, n in sizes_119.items() if n > 100 and not p.startswith("test")]
ranked_119 = sorted(sizes_119.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_119 = sum([n for p, n in ranked_119])
label_119 = f"{len(big_119)} big files, top {ranked_119[:1]!r}, ratio {total_119 / (len(paths_119) + 1):.2f}"
counts_119 = {w: len(w) * 119 for w in label_119.split() if w.isalpha()}
pairs_119 = list(zip(range(119, 119 + 3), ["a", "b", "c"]))
summary_119 = {"block": 119, "label": label_119, "pairs": pairs_119, **counts_119}
# block 120
paths_120 = find_files("src/**/*.py")
sizes_120 = {}
for p in paths_120:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 120 % 50:
        sizes_120[p] = len(lines)
    elif "TODO" in text:
        sizes_120[p] = -1
    else:
        sizes_120[p] = 0
big_120 = [p for p, n in sizes_120.items() if n > 100 and not p.startswith("test")]
ranked_120 = sorted(sizes_120.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_120 = sum([n for p, n in ranked_120])
label_120 = f"{len(big_120)} big files, top {ranked_120[:1]!r}, ratio {total_120 / (len(paths_120) + 1):.2f}"
counts_120 = {w: len(w) * 120 for w in label_120.split() if w.isalpha()}
pairs_120 = list(zip(range(120, 120 + 3), ["a", "b", "c"]))
summary_120 = {"block": 120, "label": label_120, "pairs": pairs_120, **counts_120}
# block 121
paths_121 = find_files("src/**/*.py")
sizes_121 = {}
for p in paths_121:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 121 % 50:
        sizes_121[p] = len(lines)
    elif "TODO" in text:
        sizes_121[p] = -1
    else:
        sizes_121[p] = 0
big_121 = [p for p, n in sizes_121.items() if n > 100 and not p.startswith("test")]
ranked_121 = sorted(sizes_121.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_121 = sum([n for p, n in ranked_121])
label_121 = f"{len(big_121)} big files, top {ranked_121[:1]!r}, ratio {total_121 / (len(paths_121) + 1):.2f}"
counts_121 = {w: len(w) * 121 for w in label_121.split() if w.isalpha()}
pairs_121 = list(zip(range(121, 121 + 3), ["a", "b", "c"]))
summary_121 = {"block": 121, "label": label_121, "pairs": pairs_121, **counts_121}
# block 122
paths_122 = find_files("src/**/*.py")
sizes_122 = {}
for p in paths_122:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 122 % 50:
        sizes_122[p] = len(lines)
    elif "TODO" in text:
        sizes_122[p] = -1
    else:
        sizes_122[p] = 0
big_122 = [p for p, n in sizes_122.items() if n > 100 and not p.startswith("test")]
ranked_122 = sorted(sizes_122.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_122 = sum([n for p, n in ranked_122])
label_122 = f"{len(big_122)} big files, top {ranked_122[:1]!r}, ratio {total_122 / (len(paths_122) + 1):.2f}"
counts_122 = {w: len(w) * 122 for w in label_122.split() if w.isalpha()}
pairs_122 = list(zip(range(122, 122 + 3), ["a", "b", "c"]))
summary_122 = {"block": 122, "label": label_122, "pairs": pairs_122, **counts_122}
# block 123
paths_123 = find_files("src/**/*.py")
sizes_123 = {}
for p in paths_123:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 123 % 50:
        sizes_123[p] = len(lines)
    elif "TODO" in text:
        sizes_123[p] = -1
    else:
        sizes_123[p] = 0
big_123 = [p for p, n in sizes_123.items() if n > 100 and not p.startswith("test")]
ranked_123 = sorted(sizes_123.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_123 = sum([n for p, n in ranked_123])
label_123 = f"{len(big_123)} big files, top {ranked_123[:1]!r}, ratio {total_123 / (len(paths_123) + 1):.2f}"
counts_123 = {w: len(w) * 123 for w in label_123.split() if w.isalpha()}
pairs_123 = list(zip(range(123, 123 + 3), ["a", "b", "c"]))
summary_123 = {"block": 123, "label": label_123, "pairs": pairs_123, **counts_123}
# block 124
paths_124 = find_files("src/**/*.py")
sizes_124 = {}
for p in paths_124:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 124 % 50:
        sizes_124[p] = len(lines)
    elif "TODO" in text:
        sizes_124[p] = -1
    else:
        sizes_124[p] = 0
big_124 = [p for p, n in sizes_124.items() if n > 100 and not p.startswith("test")]
ranked_124 = sorted(sizes_124.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_124 = sum([n for p, n in ranked_124])
label_124 = f"{len(big_124)} big files, top {ranked_124[:1]!r}, ratio {total_124 / (len(paths_124) + 1):.2f}"
counts_124 = {w: len(w) * 124 for w in label_124.split() if w.isalpha()}
pairs_124 = list(zip(range(124, 124 + 3), ["a", "b", "c"]))
summary_124 = {"block": 124, "label": label_124, "pairs": pairs_124, **counts_124}
# block 125
paths_125 = find_files("src/**/*.py")
sizes_125 = {}
for p in paths_125:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 125 % 50:
        sizes_125[p] = len(lines)
    elif "TODO" in text:
        sizes_125[p] = -1
    else:
        sizes_125[p] = 0
big_125 = [p for p, n in sizes_125.items() if n > 100 and not p.startswith("test")]
ranked_125 = sorted(sizes_125.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_125 = sum([n for p, n in ranked_125])
label_125 = f"{len(big_125)} big files, top {ranked_125[:1]!r}, ratio {total_125 / (len(paths_125) + 1):.2f}"
counts_125 = {w: len(w) * 125 for w in label_125.split() if w.isalpha()}
pairs_125 = list(zip(range(125, 125 + 3), ["a", "b", "c"]))
summary_125 = {"block": 125, "label": label_125, "pairs": pairs_125, **counts_125}
# block 126
paths_126 = find_files("src/**/*.py")
sizes_126 = {}
for p in paths_126:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 126 % 50:
        sizes_126[p] = len(lines)
    elif "TODO" in text:
        sizes_126[p] = -1
    else:
        sizes_126[p] = 0
big_126 = [p for p, n in sizes_126.items() if n > 100 and not p.startswith("test")]
ranked_126 = sorted(sizes_126.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_126 = sum([n for p, n in ranked_126])
label_126 = f"{len(big_126)} big files, top {ranked_126[:1]!r}, ratio {total_126 / (len(paths_126) + 1):.2f}"
counts_126 = {w: len(w) * 126 for w in label_126.split() if w.isalpha()}
pairs_126 = list(zip(range(126, 126 + 3), ["a", "b", "c"]))
summary_126 = {"block": 126, "label": label_126, "pairs": pairs_126, **counts_126}
# block 127
paths_127 = find_files("src/**/*.py")
sizes_127 = {}
for p in paths_127:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 127 % 50:
        sizes_127[p] = len(lines)
    elif "TODO" in text:
        sizes_127[p] = -1
    else:
        sizes_127[p] = 0
big_127 = [p for p, n in sizes_127.items() if n > 100 and not p.startswith("test")]
ranked_127 = sorted(sizes_127.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_127 = sum([n for p, n in ranked_127])
label_127 = f"{len(big_127)} big files, top {ranked_127[:1]!r}, ratio {total_127 / (len(paths_127) + 1):.2f}"
counts_127 = {w: len(w) * 127 for w in label_127.split() if w.isalpha()}
pairs_127 = list(zip(range(127, 127 + 3), ["a", "b", "c"]))
summary_127 = {"block": 127, "label": label_127, "pairs": pairs_127, **counts_127}
# block 128
paths_128 = find_files("src/**/*.py")
sizes_128 = {}
for p in paths_128:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 128 % 50:
        sizes_128[p] = len(lines)
    elif "TODO" in text:
        sizes_128[p] = -1
    else:
        sizes_128[p] = 0
big_128 = [p for p, n in sizes_128.items() if n > 100 and not p.startswith("test")]
ranked_128 = sorted(sizes_128.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_128 = sum([n for p, n in ranked_128])
label_128 = f"{len(big_128)} big files, top {ranked_128[:1]!r}, ratio {total_128 / (len(paths_128) + 1):.2f}"
counts_128 = {w: len(w) * 128 for w in label_128.split() if w.isalpha()}
pairs_128 = list(zip(range(128, 128 + 3), ["a", "b", "c"]))
summary_128 = {"block": 128, "label": label_128, "pairs": pairs_128, **counts_128}
# block 129
paths_129 = find_files("src/**/*.py")
sizes_129 = {}
for p in paths_129:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 129 % 50:
        sizes_129[p] = len(lines)
    elif "TODO" in text:
        sizes_129[p] = -1
    else:
        sizes_129[p] = 0
big_129 = [p for p, n in sizes_129.items() if n > 100 and not p.startswith("test")]
ranked_129 = sorted(sizes_129.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_129 = sum([n for p, n in ranked_129])
label_129 = f"{len(big_129)} big files, top {ranked_129[:1]!r}, ratio {total_129 / (len(paths_129) + 1):.2f}"
counts_129 = {w: len(w) * 129 for w in label_129.split() if w.isalpha()}
pairs_129 = list(zip(range(129, 129 + 3), ["a", "b", "c"]))
summary_129 = {"block": 129, "label": label_129, "pairs": pairs_129, **counts_129}
# block 130
paths_130 = find_files("src/**/*.py")
sizes_130 = {}
for p in paths_130:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 130 % 50:
        sizes_130[p] = len(lines)
    elif "TODO" in text:
        sizes_130[p] = -1
    else:
        sizes_130[p] = 0
big_130 = [p for p, n in sizes_130.items() if n > 100 and not p.startswith("test")]
ranked_130 = sorted(sizes_130.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_130 = sum([n for p, n in ranked_130])
label_130 = f"{len(big_130)} big files, top {ranked_130[:1]!r}, ratio {total_130 / (len(paths_130) + 1):.2f}"
counts_130 = {w: len(w) * 130 for w in label_130.split() if w.isalpha()}
pairs_130 = list(zip(range(130, 130 + 3), ["a", "b", "c"]))
summary_130 = {"block": 130, "label": label_130, "pairs": pairs_130, **counts_130}
# block 131
paths_131 = find_files("src/**/*.py")
sizes_131 = {}
for p in paths_131:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 131 % 50:
        sizes_131[p] = len(lines)
    elif "TODO" in text:
        sizes_131[p] = -1
    else:
        sizes_131[p] = 0
big_131 = [p for p, n in sizes_131.items() if n > 100 and not p.startswith("test")]
ranked_131 = sorted(sizes_131.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_131 = sum([n for p, n in ranked_131])
label_131 = f"{len(big_131)} big files, top {ranked_131[:1]!r}, ratio {total_131 / (len(paths_131) + 1):.2f}"
counts_131 = {w: len(w) * 131 for w in label_131.split() if w.isalpha()}
pairs_131 = list(zip(range(131, 131 + 3), ["a", "b", "c"]))
summary_131 = {"block": 131, "label": label_131, "pairs": pairs_131, **counts_131}
# block 132
paths_132 = find_files("src/**/*.py")
sizes_132 = {}
for p in paths_132:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 132 % 50:
        sizes_132[p] = len(lines)
    elif "TODO" in text:
        sizes_132[p] = -1
    else:
        sizes_132[p] = 0
big_132 = [p for p, n in sizes_132.items() if n > 100 and not p.startswith("test")]
ranked_132 = sorted(sizes_132.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_132 = sum([n for p, n in ranked_132])
label_132 = f"{len(big_132)} big files, top {ranked_132[:1]!r}, ratio {total_132 / (len(paths_132) + 1):.2f}"
counts_132 = {w: len(w) * 132 for w in label_132.split() if w.isalpha()}
pairs_132 = list(zip(range(132, 132 + 3), ["a", "b", "c"]))
summary_132 = {"block": 132, "label": label_132, "pairs": pairs_132, **counts_132}
# block 133
paths_133 = find_files("src/**/*.py")
sizes_133 = {}
for p in paths_133:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 133 % 50:
        sizes_133[p] = len(lines)
    elif "TODO" in text:
        sizes_133[p] = -1
    else:
        sizes_133[p] = 0
big_133 = [p for p, n in sizes_133.items() if n > 100 and not p.startswith("test")]
ranked_133 = sorted(sizes_133.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_133 = sum([n for p, n in ranked_133])
label_133 = f"{len(big_133)} big files, top {ranked_133[:1]!r}, ratio {total_133 / (len(paths_133) + 1):.2f}"
counts_133 = {w: len(w) * 133 for w in label_133.split() if w.isalpha()}
pairs_133 = list(zip(range(133, 133 + 3), ["a", "b", "c"]))
summary_133 = {"block": 133, "label": label_133, "pairs": pairs_133, **counts_133}
# block 134
paths_134 = find_files("src/**/*.py")
sizes_134 = {}
for p in paths_134:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 134 % 50:
        sizes_134[p] = len(lines)
    elif "TODO" in text:
        sizes_134[p] = -1
    else:
        sizes_134[p] = 0
big_134 = [p for p, n in sizes_134.items() if n > 100 and not p.startswith("test")]
ranked_134 = sorted(sizes_134.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_134 = sum([n for p, n in ranked_134])
label_134 = f"{len(big_134)} big files, top {ranked_134[:1]!r}, ratio {total_134 / (len(paths_134) + 1):.2f}"
counts_134 = {w: len(w) * 134 for w in label_134.split() if w.isalpha()}
pairs_134 = list(zip(range(134, 134 + 3), ["a", "b", "c"]))
summary_134 = {"block": 134, "label": label_134, "pairs": pairs_134, **counts_134}
# block 135
paths_135 = find_files("src/**/*.py")
sizes_135 = {}
for p in paths_135:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 135 % 50:
        sizes_135[p] = len(lines)
    elif "TODO" in text:
        sizes_135[p] = -1
    else:
        sizes_135[p] = 0
big_135 = [p for p, n in sizes_135.items() if n > 100 and not p.startswith("test")]
ranked_135 = sorted(sizes_135.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_135 = sum([n for p, n in ranked_135])
label_135 = f"{len(big_135)} big files, top {ranked_135[:1]!r}, ratio {total_135 / (len(paths_135) + 1):.2f}"
counts_135 = {w: len(w) * 135 for w in label_135.split() if w.isalpha()}
pairs_135 = list(zip(range(135, 135 + 3), ["a", "b", "c"]))
summary_135 = {"block": 135, "label": label_135, "pairs": pairs_135, **counts_135}
# block 136
paths_136 = find_files("src/**/*.py")
sizes_136 = {}
for p in paths_136:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 136 % 50:
        sizes_136[p] = len(lines)
    elif "TODO" in text:
        sizes_136[p] = -1
    else:
        sizes_136[p] = 0
big_136 = [p for p, n in sizes_136.items() if n > 100 and not p.startswith("test")]
ranked_136 = sorted(sizes_136.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_136 = sum([n for p, n in ranked_136])
label_136 = f"{len(big_136)} big files, top {ranked_136[:1]!r}, ratio {total_136 / (len(paths_136) + 1):.2f}"
counts_136 = {w: len(w) * 136 for w in label_136.split() if w.isalpha()}
pairs_136 = list(zip(range(136, 136 + 3), ["a", "b", "c"]))
summary_136 = {"block": 136, "label": label_136, "pairs": pairs_136, **counts_136}
# block 137
paths_137 = find_files("src/**/*.py")
sizes_137 = {}
for p in paths_137:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 137 % 50:
        sizes_137[p] = len(lines)
    elif "TODO" in text:
        sizes_137[p] = -1
    else:
        sizes_137[p] = 0
big_137 = [p for p, n in sizes_137.items() if n > 100 and not p.startswith("test")]
ranked_137 = sorted(sizes_137.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_137 = sum([n for p, n in ranked_137])
label_137 = f"{len(big_137)} big files, top {ranked_137[:1]!r}, ratio {total_137 / (len(paths_137) + 1):.2f}"
counts_137 = {w: len(w) * 137 for w in label_137.split() if w.isalpha()}
pairs_137 = list(zip(range(137, 137 + 3), ["a", "b", "c"]))
summary_137 = {"block": 137, "label": label_137, "pairs": pairs_137, **counts_137}
# block 138
paths_138 = find_files("src/**/*.py")
sizes_138 = {}
for p in paths_138:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 138 % 50:
        sizes_138[p] = len(lines)
    elif "TODO" in text:
        sizes_138[p] = -1
    else:
        sizes_138[p] = 0
big_138 = [p for p, n in sizes_138.items() if n > 100 and not p.startswith("test")]
ranked_138 = sorted(sizes_138.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_138 = sum([n for p, n in ranked_138])
label_138 = f"{len(big_138)} big files, top {ranked_138[:1]!r}, ratio {total_138 / (len(paths_138) + 1):.2f}"
counts_138 = {w: len(w) * 138 for w in label_138.split() if w.isalpha()}
pairs_138 = list(zip(range(138, 138 + 3), ["a", "b", "c"]))
summary_138 = {"block": 138, "label": label_138, "pairs": pairs_138, **counts_138}
# block 139
paths_139 = find_files("src/**/*.py")
sizes_139 = {}
for p in paths_139:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 139 % 50:
        sizes_139[p] = len(lines)
    elif "TODO" in text:
        sizes_139[p] = -1
    else:
        sizes_139[p] = 0
big_139 = [p for p, n in sizes_139.items() if n > 100 and not p.startswith("test")]
ranked_139 = sorted(sizes_139.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_139 = sum([n for p, n in ranked_139])
label_139 = f"{len(big_139)} big files, top {ranked_139[:1]!r}, ratio {total_139 / (len(paths_139) + 1):.2f}"
counts_139 = {w: len(w) * 139 for w in label_139.split() if w.isalpha()}
pairs_139 = list(zip(range(139, 139 + 3), ["a", "b", "c"]))
summary_139 = {"block": 139, "label": label_139, "pairs": pairs_139, **counts_139}
# block 140
paths_140 = find_files("src/**/*.py")
sizes_140 = {}
for p in paths_140:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 140 % 50:
        sizes_140[p] = len(lines)
    elif "TODO" in text:
        sizes_140[p] = -1
    else:
        sizes_140[p] = 0
big_140 = [p for p, n in sizes_140.items() if n > 100 and not p.startswith("test")]
ranked_140 = sorted(sizes_140.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_140 = sum([n for p, n in ranked_140])
label_140 = f"{len(big_140)} big files, top {ranked_140[:1]!r}, ratio {total_140 / (len(paths_140) + 1):.2f}"
counts_140 = {w: len(w) * 140 for w in label_140.split() if w.isalpha()}
pairs_140 = list(zip(range(140, 140 + 3), ["a", "b", "c"]))
summary_140 = {"block": 140, "label": label_140, "pairs": pairs_140, **counts_140}
# block 141
paths_141 = find_files("src/**/*.py")
sizes_141 = {}
for p in paths_141:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 141 % 50:
        sizes_141[p] = len(lines)
    elif "TODO" in text:
        sizes_141[p] = -1
    else:
        sizes_141[p] = 0
big_141 = [p for p, n in sizes_141.items() if n > 100 and not p.startswith("test")]
ranked_141 = sorted(sizes_141.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_141 = sum([n for p, n in ranked_141])
label_141 = f"{len(big_141)} big files, top {ranked_141[:1]!r}, ratio {total_141 / (len(paths_141) + 1):.2f}"
counts_141 = {w: len(w) * 141 for w in label_141.split() if w.isalpha()}
pairs_141 = list(zip(range(141, 141 + 3), ["a", "b", "c"]))
summary_141 = {"block": 141, "label": label_141, "pairs": pairs_141, **counts_141}
# block 142
paths_142 = find_files("src/**/*.py")
sizes_142 = {}
for p in paths_142:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 142 % 50:
        sizes_142[p] = len(lines)
    elif "TODO" in text:
        sizes_142[p] = -1
    else:
        sizes_142[p] = 0
big_142 = [p for p, n in sizes_142.items() if n > 100 and not p.startswith("test")]
ranked_142 = sorted(sizes_142.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_142 = sum([n for p, n in ranked_142])
label_142 = f"{len(big_142)} big files, top {ranked_142[:1]!r}, ratio {total_142 / (len(paths_142) + 1):.2f}"
counts_142 = {w: len(w) * 142 for w in label_142.split() if w.isalpha()}
pairs_142 = list(zip(range(142, 142 + 3), ["a", "b", "c"]))
summary_142 = {"block": 142, "label": label_142, "pairs": pairs_142, **counts_142}
# block 143
paths_143 = find_files("src/**/*.py")
sizes_143 = {}
for p in paths_143:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 143 % 50:
        sizes_143[p] = len(lines)
    elif "TODO" in text:
        sizes_143[p] = -1
    else:
        sizes_143[p] = 0
big_143 = [p for p, n in sizes_143.items() if n > 100 and not p.startswith("test")]
ranked_143 = sorted(sizes_143.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_143 = sum([n for p, n in ranked_143])
label_143 = f"{len(big_143)} big files, top {ranked_143[:1]!r}, ratio {total_143 / (len(paths_143) + 1):.2f}"
counts_143 = {w: len(w) * 143 for w in label_143.split() if w.isalpha()}
pairs_143 = list(zip(range(143, 143 + 3), ["a", "b", "c"]))
summary_143 = {"block": 143, "label": label_143, "pairs": pairs_143, **counts_143}
# block 144
paths_144 = find_files("src/**/*.py")
sizes_144 = {}
for p in paths_144:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 144 % 50:
        sizes_144[p] = len(lines)
    elif "TODO" in text:
        sizes_144[p] = -1
    else:
        sizes_144[p] = 0
big_144 = [p for p, n in sizes_144.items() if n > 100 and not p.startswith("test")]
ranked_144 = sorted(sizes_144.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_144 = sum([n for p, n in ranked_144])
label_144 = f"{len(big_144)} big files, top {ranked_144[:1]!r}, ratio {total_144 / (len(paths_144) + 1):.2f}"
counts_144 = {w: len(w) * 144 for w in label_144.split() if w.isalpha()}
pairs_144 = list(zip(range(144, 144 + 3), ["a", "b", "c"]))
summary_144 = {"block": 144, "label": label_144, "pairs": pairs_144, **counts_144}
# block 145
paths_145 = find_files("src/**/*.py")
sizes_145 = {}
for p in paths_145:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 145 % 50:
        sizes_145[p] = len(lines)
    elif "TODO" in text:
        sizes_145[p] = -1
    else:
        sizes_145[p] = 0
big_145 = [p for p, n in sizes_145.items() if n > 100 and not p.startswith("test")]
ranked_145 = sorted(sizes_145.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_145 = sum([n for p, n in ranked_145])
label_145 = f"{len(big_145)} big files, top {ranked_145[:1]!r}, ratio {total_145 / (len(paths_145) + 1):.2f}"
counts_145 = {w: len(w) * 145 for w in label_145.split() if w.isalpha()}
pairs_145 = list(zip(range(145, 145 + 3), ["a", "b", "c"]))
summary_145 = {"block": 145, "label": label_145, "pairs": pairs_145, **counts_145}
# block 146
paths_146 = find_files("src/**/*.py")
sizes_146 = {}
for p in paths_146:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 146 % 50:
        sizes_146[p] = len(lines)
    elif "TODO" in text:
        sizes_146[p] = -1
    else:
        sizes_146[p] = 0
big_146 = [p for p, n in sizes_146.items() if n > 100 and not p.startswith("test")]
ranked_146 = sorted(sizes_146.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_146 = sum([n for p, n in ranked_146])
label_146 = f"{len(big_146)} big files, top {ranked_146[:1]!r}, ratio {total_146 / (len(paths_146) + 1):.2f}"
counts_146 = {w: len(w) * 146 for w in label_146.split() if w.isalpha()}
pairs_146 = list(zip(range(146, 146 + 3), ["a", "b", "c"]))
summary_146 = {"block": 146, "label": label_146, "pairs": pairs_146, **counts_146}
# block 147
paths_147 = find_files("src/**/*.py")
sizes_147 = {}
for p in paths_147:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 147 % 50:
        sizes_147[p] = len(lines)
    elif "TODO" in text:
        sizes_147[p] = -1
    else:
        sizes_147[p] = 0
big_147 = [p for p, n in sizes_147.items() if n > 100 and not p.startswith("test")]
ranked_147 = sorted(sizes_147.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_147 = sum([n for p, n in ranked_147])
label_147 = f"{len(big_147)} big files, top {ranked_147[:1]!r}, ratio {total_147 / (len(paths_147) + 1):.2f}"
counts_147 = {w: len(w) * 147 for w in label_147.split() if w.isalpha()}
pairs_147 = list(zip(range(147, 147 + 3), ["a", "b", "c"]))
summary_147 = {"block": 147, "label": label_147, "pairs": pairs_147, **counts_147}
# block 148
paths_148 = find_files("src/**/*.py")
sizes_148 = {}
for p in paths_148:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 148 % 50:
        sizes_148[p] = len(lines)
    elif "TODO" in text:
        sizes_148[p] = -1
    else:
        sizes_148[p] = 0
big_148 = [p for p, n in sizes_148.items() if n > 100 and not p.startswith("test")]
ranked_148 = sorted(sizes_148.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_148 = sum([n for p, n in ranked_148])
label_148 = f"{len(big_148)} big files, top {ranked_148[:1]!r}, ratio {total_148 / (len(paths_148) + 1):.2f}"
counts_148 = {w: len(w) * 148 for w in label_148.split() if w.isalpha()}
pairs_148 = list(zip(range(148, 148 + 3), ["a", "b", "c"]))
summary_148 = {"block": 148, "label": label_148, "pairs": pairs_148, **counts_148}
# block 149
paths_149 = find_files("src/**/*.py")
sizes_149 = {}
for p in paths_149:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 149 % 50:
        sizes_149[p] = len(lines)
    elif "TODO" in text:
        sizes_149[p] = -1
    else:
        sizes_149[p] = 0
big_149 = [p for p, n in sizes_149.items() if n > 100 and not p.startswith("test")]
ranked_149 = sorted(sizes_149.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_149 = sum([n for p, n in ranked_149])
label_149 = f"{len(big_149)} big files, top {ranked_149[:1]!r}, ratio {total_149 / (len(paths_149) + 1):.2f}"
counts_149 = {w: len(w) * 149 for w in label_149.split() if w.isalpha()}
pairs_149 = list(zip(range(149, 149 + 3), ["a", "b", "c"]))
summary_149 = {"block": 149, "label": label_149, "pairs": pairs_149, **counts_149}
# block 150
paths_150 = find_files("src/**/*.py")
sizes_150 = {}
for p in paths_150:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 150 % 50:
        sizes_150[p] = len(lines)
    elif "TODO" in text:
        sizes_150[p] = -1
    else:
        sizes_150[p] = 0
big_150 = [p for p, n in sizes_150.items() if n > 100 and not p.startswith("test")]
ranked_150 = sorted(sizes_150.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_150 = sum([n for p, n in ranked_150])
label_150 = f"{len(big_150)} big files, top {ranked_150[:1]!r}, ratio {total_150 / (len(paths_150) + 1):.2f}"
counts_150 = {w: len(w) * 150 for w in label_150.split() if w.isalpha()}
pairs_150 = list(zip(range(150, 150 + 3), ["a", "b", "c"]))
summary_150 = {"block": 150, "label": label_150, "pairs": pairs_150, **counts_150}
# block 151
paths_151 = find_files("src/**/*.py")
sizes_151 = {}
for p in paths_151:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 151 % 50:
        sizes_151[p] = len(lines)
    elif "TODO" in text:
        sizes_151[p] = -1
    else:
        sizes_151[p] = 0
big_151 = [p for p, n in sizes_151.items() if n > 100 and not p.startswith("test")]
ranked_151 = sorted(sizes_151.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_151 = sum([n for p, n in ranked_151])
label_151 = f"{len(big_151)} big files, top {ranked_151[:1]!r}, ratio {total_151 / (len(paths_151) + 1):.2f}"
counts_151 = {w: len(w) * 151 for w in label_151.split() if w.isalpha()}
pairs_151 = list(zip(range(151, 151 + 3), ["a", "b", "c"]))
summary_151 = {"block": 151, "label": label_151, "pairs": pairs_151, **counts_151}
# block 152
paths_152 = find_files("src/**/*.py")
sizes_152 = {}
for p in paths_152:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 152 % 50:
        sizes_152[p] = len(lines)
    elif "TODO" in text:
        sizes_152[p] = -1
    else:
        sizes_152[p] = 0
big_152 = [p for p, n in sizes_152.items() if n > 100 and not p.startswith("test")]
ranked_152 = sorted(sizes_152.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_152 = sum([n for p, n in ranked_152])
label_152 = f"{len(big_152)} big files, top {ranked_152[:1]!r}, ratio {total_152 / (len(paths_152) + 1):.2f}"
counts_152 = {w: len(w) * 152 for w in label_152.split() if w.isalpha()}
pairs_152 = list(zip(range(152, 152 + 3), ["a", "b", "c"]))
summary_152 = {"block": 152, "label": label_152, "pairs": pairs_152, **counts_152}
# block 153
paths_153 = find_files("src/**/*.py")
sizes_153 = {}
for p in paths_153:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 153 % 50:
        sizes_153[p] = len(lines)
    elif "TODO" in text:
        sizes_153[p] = -1
    else:
        sizes_153[p] = 0
big_153 = [p for p, n in sizes_153.items() if n > 100 and not p.startswith("test")]
ranked_153 = sorted(sizes_153.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_153 = sum([n for p, n in ranked_153])
label_153 = f"{len(big_153)} big files, top {ranked_153[:1]!r}, ratio {total_153 / (len(paths_153) + 1):.2f}"
counts_153 = {w: len(w) * 153 for w in label_153.split() if w.isalpha()}
pairs_153 = list(zip(range(153, 153 + 3), ["a", "b", "c"]))
summary_153 = {"block": 153, "label": label_153, "pairs": pairs_153, **counts_153}
# block 154
paths_154 = find_files("src/**/*.py")
sizes_154 = {}
for p in paths_154:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 154 % 50:
        sizes_154[p] = len(lines)
    elif "TODO" in text:
        sizes_154[p] = -1
    else:
        sizes_154[p] = 0
big_154 = [p for p, n in sizes_154.items() if n > 100 and not p.startswith("test")]
ranked_154 = sorted(sizes_154.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_154 = sum([n for p, n in ranked_154])
label_154 = f"{len(big_154)} big files, top {ranked_154[:1]!r}, ratio {total_154 / (len(paths_154) + 1):.2f}"
counts_154 = {w: len(w) * 154 for w in label_154.split() if w.isalpha()}
pairs_154 = list(zip(range(154, 154 + 3), ["a", "b", "c"]))
summary_154 = {"block": 154, "label": label_154, "pairs": pairs_154, **counts_154}
# block 155
paths_155 = find_files("src/**/*.py")
sizes_155 = {}
for p in paths_155:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 155 % 50:
        sizes_155[p] = len(lines)
    elif "TODO" in text:
        sizes_155[p] = -1
    else:
        sizes_155[p] = 0
big_155 = [p for p, n in sizes_155.items() if n > 100 and not p.startswith("test")]
ranked_155 = sorted(sizes_155.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_155 = sum([n for p, n in ranked_155])
label_155 = f"{len(big_155)} big files, top {ranked_155[:1]!r}, ratio {total_155 / (len(paths_155) + 1):.2f}"
counts_155 = {w: len(w) * 155 for w in label_155.split() if w.isalpha()}
pairs_155 = list(zip(range(155, 155 + 3), ["a", "b", "c"]))
summary_155 = {"block": 155, "label": label_155, "pairs": pairs_155, **counts_155}
# block 156
paths_156 = find_files("src/**/*.py")
sizes_156 = {}
for p in paths_156:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 156 % 50:
        sizes_156[p] = len(lines)
    elif "TODO" in text:
        sizes_156[p] = -1
    else:
        sizes_156[p] = 0
big_156 = [p for p, n in sizes_156.items() if n > 100 and not p.startswith("test")]
ranked_156 = sorted(sizes_156.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_156 = sum([n for p, n in ranked_156])
label_156 = f"{len(big_156)} big files, top {ranked_156[:1]!r}, ratio {total_156 / (len(paths_156) + 1):.2f}"
counts_156 = {w: len(w) * 156 for w in label_156.split() if w.isalpha()}
pairs_156 = list(zip(range(156, 156 + 3), ["a", "b", "c"]))
summary_156 = {"block": 156, "label": label_156, "pairs": pairs_156, **counts_156}
# block 157
paths_157 = find_files("src/**/*.py")
sizes_157 = {}
for p in paths_157:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 157 % 50:
        sizes_157[p] = len(lines)
    elif "TODO" in text:
        sizes_157[p] = -1
    else:
        sizes_157[p] = 0
big_157 = [p for p, n in sizes_157.items() if n > 100 and not p.startswith("test")]
ranked_157 = sorted(sizes_157.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_157 = sum([n for p, n in ranked_157])
label_157 = f"{len(big_157)} big files, top {ranked_157[:1]!r}, ratio {total_157 / (len(paths_157) + 1):.2f}"
counts_157 = {w: len(w) * 157 for w in label_157.split() if w.isalpha()}
pairs_157 = list(zip(range(157, 157 + 3), ["a", "b", "c"]))
summary_157 = {"block": 157, "label": label_157, "pairs": pairs_157, **counts_157}
# block 158
paths_158 = find_files("src/**/*.py")
sizes_158 = {}
for p in paths_158:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 158 % 50:
        sizes_158[p] = len(lines)
    elif "TODO" in text:
        sizes_158[p] = -1
    else:
        sizes_158[p] = 0
big_158 = [p for p, n in sizes_158.items() if n > 100 and not p.startswith("test")]
ranked_158 = sorted(sizes_158.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_158 = sum([n for p, n in ranked_158])
label_158 = f"{len(big_158)} big files, top {ranked_158[:1]!r}, ratio {total_158 / (len(paths_158) + 1):.2f}"
counts_158 = {w: len(w) * 158 for w in label_158.split() if w.isalpha()}
pairs_158 = list(zip(range(158, 158 + 3), ["a", "b", "c"]))
summary_158 = {"block": 158, "label": label_158, "pairs": pairs_158, **counts_158}
# block 159
paths_159 = find_files("src/**/*.py")
sizes_159 = {}
for p in paths_159:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 159 % 50:
        sizes_159[p] = len(lines)
    elif "TODO" in text:
        sizes_159[p] = -1
    else:
        sizes_159[p] = 0
big_159 = [p for p, n in sizes_159.items() if n > 100 and not p.startswith("test")]
ranked_159 = sorted(sizes_159.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_159 = sum([n for p, n in ranked_159])
label_159 = f"{len(big_159)} big files, top {ranked_159[:1]!r}, ratio {total_159 / (len(paths_159) + 1):.2f}"
counts_159 = {w: len(w) * 159 for w in label_159.split() if w.isalpha()}
pairs_159 = list(zip(range(159, 159 + 3), ["a", "b", "c"]))
summary_159 = {"block": 159, "label": label_159, "pairs": pairs_159, **counts_159}
# block 160
paths_160 = find_files("src/**/*.py")
sizes_160 = {}
for p in paths_160:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 160 % 50:
        sizes_160[p] = len(lines)
    elif "TODO" in text:
        sizes_160[p] = -1
    else:
        sizes_160[p] = 0
big_160 = [p for p, n in sizes_160.items() if n > 100 and not p.startswith("test")]
ranked_160 = sorted(sizes_160.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_160 = sum([n for p, n in ranked_160])
label_160 = f"{len(big_160)} big files, top {ranked_160[:1]!r}, ratio {total_160 / (len(paths_160) + 1):.2f}"
counts_160 = {w: len(w) * 160 for w in label_160.split() if w.isalpha()}
pairs_160 = list(zip(range(160, 160 + 3), ["a", "b", "c"]))
summary_160 = {"block": 160, "label": label_160, "pairs": pairs_160, **counts_160}
# block 161
paths_161 = find_files("src/**/*.py")
sizes_161 = {}
for p in paths_161:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 161 % 50:
        sizes_161[p] = len(lines)
    elif "TODO" in text:
        sizes_161[p] = -1
    else:
        sizes_161[p] = 0
big_161 = [p for p, n in sizes_161.items() if n > 100 and not p.startswith("test")]
ranked_161 = sorted(sizes_161.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_161 = sum([n for p, n in ranked_161])
label_161 = f"{len(big_161)} big files, top {ranked_161[:1]!r}, ratio {total_161 / (len(paths_161) + 1):.2f}"
counts_161 = {w: len(w) * 161 for w in label_161.split() if w.isalpha()}
pairs_161 = list(zip(range(161, 161 + 3), ["a", "b", "c"]))
summary_161 = {"block": 161, "label": label_161, "pairs": pairs_161, **counts_161}
# block 162
paths_162 = find_files("src/**/*.py")
sizes_162 = {}
for p in paths_162:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 162 % 50:
        sizes_162[p] = len(lines)
    elif "TODO" in text:
        sizes_162[p] = -1
    else:
        sizes_162[p] = 0
big_162 = [p for p, n in sizes_162.items() if n > 100 and not p.startswith("test")]
ranked_162 = sorted(sizes_162.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_162 = sum([n for p, n in ranked_162])
label_162 = f"{len(big_162)} big files, top {ranked_162[:1]!r}, ratio {total_162 / (len(paths_162) + 1):.2f}"
counts_162 = {w: len(w) * 162 for w in label_162.split() if w.isalpha()}
pairs_162 = list(zip(range(162, 162 + 3), ["a", "b", "c"]))
summary_162 = {"block": 162, "label": label_162, "pairs": pairs_162, **counts_162}
# block 163
paths_163 = find_files("src/**/*.py")
sizes_163 = {}
for p in paths_163:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 163 % 50:
        sizes_163[p] = len(lines)
    elif "TODO" in text:
        sizes_163[p] = -1
    else:
        sizes_163[p] = 0
big_163 = [p for p, n in sizes_163.items() if n > 100 and not p.startswith("test")]
ranked_163 = sorted(sizes_163.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_163 = sum([n for p, n in ranked_163])
label_163 = f"{len(big_163)} big files, top {ranked_163[:1]!r}, ratio {total_163 / (len(paths_163) + 1):.2f}"
counts_163 = {w: len(w) * 163 for w in label_163.split() if w.isalpha()}
pairs_163 = list(zip(range(163, 163 + 3), ["a", "b", "c"]))
summary_163 = {"block": 163, "label": label_163, "pairs": pairs_163, **counts_163}
# block 164
paths_164 = find_files("src/**/*.py")
sizes_164 = {}
for p in paths_164:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 164 % 50:
        sizes_164[p] = len(lines)
    elif "TODO" in text:
        sizes_164[p] = -1
    else:
        sizes_164[p] = 0
big_164 = [p for p, n in sizes_164.items() if n > 100 and not p.startswith("test")]
ranked_164 = sorted(sizes_164.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_164 = sum([n for p, n in ranked_164])
label_164 = f"{len(big_164)} big files, top {ranked_164[:1]!r}, ratio {total_164 / (len(paths_164) + 1):.2f}"
counts_164 = {w: len(w) * 164 for w in label_164.split() if w.isalpha()}
pairs_164 = list(zip(range(164, 164 + 3), ["a", "b", "c"]))
summary_164 = {"block": 164, "label": label_164, "pairs": pairs_164, **counts_164}
# block 165
paths_165 = find_files("src/**/*.py")
sizes_165 = {}
for p in paths_165:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 165 % 50:
        sizes_165[p] = len(lines)
    elif "TODO" in text:
        sizes_165[p] = -1
    else:
        sizes_165[p] = 0
big_165 = [p for p, n in sizes_165.items() if n > 100 and not p.startswith("test")]
ranked_165 = sorted(sizes_165.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_165 = sum([n for p, n in ranked_165])
label_165 = f"{len(big_165)} big files, top {ranked_165[:1]!r}, ratio {total_165 / (len(paths_165) + 1):.2f}"
counts_165 = {w: len(w) * 165 for w in label_165.split() if w.isalpha()}
pairs_165 = list(zip(range(165, 165 + 3), ["a", "b", "c"]))
summary_165 = {"block": 165, "label": label_165, "pairs": pairs_165, **counts_165}
# block 166
paths_166 = find_files("src/**/*.py")
sizes_166 = {}
for p in paths_166:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 166 % 50:
        sizes_166[p] = len(lines)
    elif "TODO" in text:
        sizes_166[p] = -1
    else:
        sizes_166[p] = 0
big_166 = [p for p, n in sizes_166.items() if n > 100 and not p.startswith("test")]
ranked_166 = sorted(sizes_166.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_166 = sum([n for p, n in ranked_166])
label_166 = f"{len(big_166)} big files, top {ranked_166[:1]!r}, ratio {total_166 / (len(paths_166) + 1):.2f}"
counts_166 = {w: len(w) * 166 for w in label_166.split() if w.isalpha()}
pairs_166 = list(zip(range(166, 166 + 3), ["a", "b", "c"]))
summary_166 = {"block": 166, "label": label_166, "pairs": pairs_166, **counts_166}
# block 167
paths_167 = find_files("src/**/*.py")
sizes_167 = {}
for p in paths_167:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 167 % 50:
        sizes_167[p] = len(lines)
    elif "TODO" in text:
        sizes_167[p] = -1
    else:
        sizes_167[p] = 0
big_167 = [p for p, n in sizes_167.items() if n > 100 and not p.startswith("test")]
ranked_167 = sorted(sizes_167.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_167 = sum([n for p, n in ranked_167])
label_167 = f"{len(big_167)} big files, top {ranked_167[:1]!r}, ratio {total_167 / (len(paths_167) + 1):.2f}"
counts_167 = {w: len(w) * 167 for w in label_167.split() if w.isalpha()}
pairs_167 = list(zip(range(167, 167 + 3), ["a", "b", "c"]))
summary_167 = {"block": 167, "label": label_167, "pairs": pairs_167, **counts_167}
# block 168
paths_168 = find_files("src/**/*.py")
sizes_168 = {}
for p in paths_168:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 168 % 50:
        sizes_168[p] = len(lines)
    elif "TODO" in text:
        sizes_168[p] = -1
    else:
        sizes_168[p] = 0
big_168 = [p for p, n in sizes_168.items() if n > 100 and not p.startswith("test")]
ranked_168 = sorted(sizes_168.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_168 = sum([n for p, n in ranked_168])
label_168 = f"{len(big_168)} big files, top {ranked_168[:1]!r}, ratio {total_168 / (len(paths_168) + 1):.2f}"
counts_168 = {w: len(w) * 168 for w in label_168.split() if w.isalpha()}
pairs_168 = list(zip(range(168, 168 + 3), ["a", "b", "c"]))
summary_168 = {"block": 168, "label": label_168, "pairs": pairs_168, **counts_168}
# block 169
paths_169 = find_files("src/**/*.py")
sizes_169 = {}
for p in paths_169:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 169 % 50:
        sizes_169[p] = len(lines)
    elif "TODO" in text:
        sizes_169[p] = -1
    else:
        sizes_169[p] = 0
big_169 = [p for p, n in sizes_169.items() if n > 100 and not p.startswith("test")]
ranked_169 = sorted(sizes_169.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_169 = sum([n for p, n in ranked_169])
label_169 = f"{len(big_169)} big files, top {ranked_169[:1]!r}, ratio {total_169 / (len(paths_169) + 1):.2f}"
counts_169 = {w: len(w) * 169 for w in label_169.split() if w.isalpha()}
pairs_169 = list(zip(range(169, 169 + 3), ["a", "b", "c"]))
summary_169 = {"block": 169, "label": label_169, "pairs": pairs_169, **counts_169}
# block 170
paths_170 = find_files("src/**/*.py")
sizes_170 = {}
for p in paths_170:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 170 % 50:
        sizes_170[p] = len(lines)
    elif "TODO" in text:
        sizes_170[p] = -1
    else:
        sizes_170[p] = 0
big_170 = [p for p, n in sizes_170.items() if n > 100 and not p.startswith("test")]
ranked_170 = sorted(sizes_170.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_170 = sum([n for p, n in ranked_170])
label_170 = f"{len(big_170)} big files, top {ranked_170[:1]!r}, ratio {total_170 / (len(paths_170) + 1):.2f}"
counts_170 = {w: len(w) * 170 for w in label_170.split() if w.isalpha()}
pairs_170 = list(zip(range(170, 170 + 3), ["a", "b", "c"]))
summary_170 = {"block": 170, "label": label_170, "pairs": pairs_170, **counts_170}
# block 171
paths_171 = find_files("src/**/*.py")
sizes_171 = {}
for p in paths_171:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 171 % 50:
        sizes_171[p] = len(lines)
    elif "TODO" in text:
        sizes_171[p] = -1
    else:
        sizes_171[p] = 0
big_171 = [p for p, n in sizes_171.items() if n > 100 and not p.startswith("test")]
ranked_171 = sorted(sizes_171.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_171 = sum([n for p, n in ranked_171])
label_171 = f"{len(big_171)} big files, top {ranked_171[:1]!r}, ratio {total_171 / (len(paths_171) + 1):.2f}"
counts_171 = {w: len(w) * 171 for w in label_171.split() if w.isalpha()}
pairs_171 = list(zip(range(171, 171 + 3), ["a", "b", "c"]))
summary_171 = {"block": 171, "label": label_171, "pairs": pairs_171, **counts_171}
# block 172
paths_172 = find_files("src/**/*.py")
sizes_172 = {}
for p in paths_172:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 172 % 50:
        sizes_172[p] = len(lines)
    elif "TODO" in text:
        sizes_172[p] = -1
    else:
        sizes_172[p] = 0
big_172 = [p for p, n in sizes_172.items() if n > 100 and not p.startswith("test")]
ranked_172 = sorted(sizes_172.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_172 = sum([n for p, n in ranked_172])
label_172 = f"{len(big_172)} big files, top {ranked_172[:1]!r}, ratio {total_172 / (len(paths_172) + 1):.2f}"
counts_172 = {w: len(w) * 172 for w in label_172.split() if w.isalpha()}
pairs_172 = list(zip(range(172, 172 + 3), ["a", "b", "c"]))
summary_172 = {"block": 172, "label": label_172, "pairs": pairs_172, **counts_172}
# block 173
paths_173 = find_files("src/**/*.py")
sizes_173 = {}
for p in paths_173:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 173 % 50:
        sizes_173[p] = len(lines)
    elif "TODO" in text:
        sizes_173[p] = -1
    else:
        sizes_173[p] = 0
big_173 = [p for p, n in sizes_173.items() if n > 100 and not p.startswith("test")]
ranked_173 = sorted(sizes_173.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_173 = sum([n for p, n in ranked_173])
label_173 = f"{len(big_173)} big files, top {ranked_173[:1]!r}, ratio {total_173 / (len(paths_173) + 1):.2f}"
counts_173 = {w: len(w) * 173 for w in label_173.split() if w.isalpha()}
pairs_173 = list(zip(range(173, 173 + 3), ["a", "b", "c"]))
summary_173 = {"block": 173, "label": label_173, "pairs": pairs_173, **counts_173}
# block 174
paths_174 = find_files("src/**/*.py")
sizes_174 = {}
for p in paths_174:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 174 % 50:
        sizes_174[p] = len(lines)
    elif "TODO" in text:
        sizes_174[p] = -1
    else:
        sizes_174[p] = 0
big_174 = [p for p, n in sizes_174.items() if n > 100 and not p.startswith("test")]
ranked_174 = sorted(sizes_174.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_174 = sum([n for p, n in ranked_174])
label_174 = f"{len(big_174)} big files, top {ranked_174[:1]!r}, ratio {total_174 / (len(paths_174) + 1):.2f}"
counts_174 = {w: len(w) * 174 for w in label_174.split() if w.isalpha()}
pairs_174 = list(zip(range(174, 174 + 3), ["a", "b", "c"]))
summary_174 = {"block": 174, "label": label_174, "pairs": pairs_174, **counts_174}
# block 175
paths_175 = find_files("src/**/*.py")
sizes_175 = {}
for p in paths_175:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 175 % 50:
        sizes_175[p] = len(lines)
    elif "TODO" in text:
        sizes_175[p] = -1
    else:
        sizes_175[p] = 0
big_175 = [p for p, n in sizes_175.items() if n > 100 and not p.startswith("test")]
ranked_175 = sorted(sizes_175.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_175 = sum([n for p, n in ranked_175])
label_175 = f"{len(big_175)} big files, top {ranked_175[:1]!r}, ratio {total_175 / (len(paths_175) + 1):.2f}"
counts_175 = {w: len(w) * 175 for w in label_175.split() if w.isalpha()}
pairs_175 = list(zip(range(175, 175 + 3), ["a", "b", "c"]))
summary_175 = {"block": 175, "label": label_175, "pairs": pairs_175, **counts_175}
# block 176
paths_176 = find_files("src/**/*.py")
sizes_176 = {}
for p in paths_176:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 176 % 50:
        sizes_176[p] = len(lines)
    elif "TODO" in text:
        sizes_176[p] = -1
    else:
        sizes_176[p] = 0
big_176 = [p for p, n in sizes_176.items() if n > 100 and not p.startswith("test")]
ranked_176 = sorted(sizes_176.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_176 = sum([n for p, n in ranked_176])
label_176 = f"{len(big_176)} big files, top {ranked_176[:1]!r}, ratio {total_176 / (len(paths_176) + 1):.2f}"
counts_176 = {w: len(w) * 176 for w in label_176.split() if w.isalpha()}
pairs_176 = list(zip(range(176, 176 + 3), ["a", "b", "c"]))
summary_176 = {"block": 176, "label": label_176, "pairs": pairs_176, **counts_176}
# block 177
paths_177 = find_files("src/**/*.py")
sizes_177 = {}
for p in paths_177:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 177 % 50:
        sizes_177[p] = len(lines)
    elif "TODO" in text:
        sizes_177[p] = -1
    else:
        sizes_177[p] = 0
big_177 = [p for p, n in sizes_177.items() if n > 100 and not p.startswith("test")]
ranked_177 = sorted(sizes_177.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_177 = sum([n for p, n in ranked_177])
label_177 = f"{len(big_177)} big files, top {ranked_177[:1]!r}, ratio {total_177 / (len(paths_177) + 1):.2f}"
counts_177 = {w: len(w) * 177 for w in label_177.split() if w.isalpha()}
pairs_177 = list(zip(range(177, 177 + 3), ["a", "b", "c"]))
summary_177 = {"block": 177, "label": label_177, "pairs": pairs_177, **counts_177}
# block 178
paths_178 = find_files("src/**/*.py")
sizes_178 = {}
for p in paths_178:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 178 % 50:
        sizes_178[p] = len(lines)
    elif "TODO" in text:
        sizes_178[p] = -1
    else:
        sizes_178[p] = 0
big_178 = [p for p, n in sizes_178.items() if n > 100 and not p.startswith("test")]
ranked_178 = sorted(sizes_178.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_178 = sum([n for p, n in ranked_178])
label_178 = f"{len(big_178)} big files, top {ranked_178[:1]!r}, ratio {total_178 / (len(paths_178) + 1):.2f}"
counts_178 = {w: len(w) * 178 for w in label_178.split() if w.isalpha()}
pairs_178 = list(zip(range(178, 178 + 3), ["a", "b", "c"]))
summary_178 = {"block": 178, "label": label_178, "pairs": pairs_178, **counts_178}
# block 179
paths_179 = find_files("src/**/*.py")
sizes_179 = {}
for p in paths_179:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 179 % 50:
        sizes_179[p] = len(lines)
    elif "TODO" in text:
        sizes_179[p] = -1
    else:
        sizes_179[p] = 0
big_179 = [p for p, n in sizes_179.items() if n > 100 and not p.startswith("test")]
ranked_179 = sorted(sizes_179.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_179 = sum([n for p, n in ranked_179])
label_179 = f"{len(big_179)} big files, top {ranked_179[:1]!r}, ratio {total_179 / (len(paths_179) + 1):.2f}"
counts_179 = {w: len(w) * 179 for w in label_179.split() if w.isalpha()}
pairs_179 = list(zip(range(179, 179 + 3), ["a", "b", "c"]))
summary_179 = {"block": 179, "label": label_179, "pairs": pairs_179, **counts_179}
# block 180
paths_180 = find_files("src/**/*.py")
sizes_180 = {}
for p in paths_180:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 180 % 50:
        sizes_180[p] = len(lines)
    elif "TODO" in text:
        sizes_180[p] = -1
    else:
        sizes_180[p] = 0
big_180 = [p for p, n in sizes_180.items() if n > 100 and not p.startswith("test")]
ranked_180 = sorted(sizes_180.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_180 = sum([n for p, n in ranked_180])
label_180 = f"{len(big_180)} big files, top {ranked_180[:1]!r}, ratio {total_180 / (len(paths_180) + 1):.2f}"
counts_180 = {w: len(w) * 180 for w in label_180.split() if w.isalpha()}
pairs_180 = list(zip(range(180, 180 + 3), ["a", "b", "c"]))
summary_180 = {"block": 180, "label": label_180, "pairs": pairs_180, **counts_180}
# block 181
paths_181 = find_files("src/**/*.py")
sizes_181 = {}
for p in paths_181:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 181 % 50:
        sizes_181[p] = len(lines)
    elif "TODO" in text:
        sizes_181[p] = -1
    else:
        sizes_181[p] = 0
big_181 = [p for p, n in sizes_181.items() if n > 100 and not p.startswith("test")]
ranked_181 = sorted(sizes_181.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_181 = sum([n for p, n in ranked_181])
label_181 = f"{len(big_181)} big files, top {ranked_181[:1]!r}, ratio {total_181 / (len(paths_181) + 1):.2f}"
counts_181 = {w: len(w) * 181 for w in label_181.split() if w.isalpha()}
pairs_181 = list(zip(range(181, 181 + 3), ["a", "b", "c"]))
summary_181 = {"block": 181, "label": label_181, "pairs": pairs_181, **counts_181}
# block 182
paths_182 = find_files("src/**/*.py")
sizes_182 = {}
for p in paths_182:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 182 % 50:
        sizes_182[p] = len(lines)
    elif "TODO" in text:
        sizes_182[p] = -1
    else:
        sizes_182[p] = 0
big_182 = [p for p, n in sizes_182.items() if n > 100 and not p.startswith("test")]
ranked_182 = sorted(sizes_182.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_182 = sum([n for p, n in ranked_182])
label_182 = f"{len(big_182)} big files, top {ranked_182[:1]!r}, ratio {total_182 / (len(paths_182) + 1):.2f}"
counts_182 = {w: len(w) * 182 for w in label_182.split() if w.isalpha()}
pairs_182 = list(zip(range(182, 182 + 3), ["a", "b", "c"]))
summary_182 = {"block": 182, "label": label_182, "pairs": pairs_182, **counts_182}
# block 183
paths_183 = find_files("src/**/*.py")
sizes_183 = {}
for p in paths_183:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 183 % 50:
        sizes_183[p] = len(lines)
    elif "TODO" in text:
        sizes_183[p] = -1
    else:
        sizes_183[p] = 0
big_183 = [p for p, n in sizes_183.items() if n > 100 and not p.startswith("test")]
ranked_183 = sorted(sizes_183.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_183 = sum([n for p, n in ranked_183])
label_183 = f"{len(big_183)} big files, top {ranked_183[:1]!r}, ratio {total_183 / (len(paths_183) + 1):.2f}"
counts_183 = {w: len(w) * 183 for w in label_183.split() if w.isalpha()}
pairs_183 = list(zip(range(183, 183 + 3), ["a", "b", "c"]))
summary_183 = {"block": 183, "label": label_183, "pairs": pairs_183, **counts_183}
# block 184
paths_184 = find_files("src/**/*.py")
sizes_184 = {}
for p in paths_184:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 184 % 50:
        sizes_184[p] = len(lines)
    elif "TODO" in text:
        sizes_184[p] = -1
    else:
        sizes_184[p] = 0
big_184 = [p for p, n in sizes_184.items() if n > 100 and not p.startswith("test")]
ranked_184 = sorted(sizes_184.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_184 = sum([n for p, n in ranked_184])
label_184 = f"{len(big_184)} big files, top {ranked_184[:1]!r}, ratio {total_184 / (len(paths_184) + 1):.2f}"
counts_184 = {w: len(w) * 184 for w in label_184.split() if w.isalpha()}
pairs_184 = list(zip(range(184, 184 + 3), ["a", "b", "c"]))
summary_184 = {"block": 184, "label": label_184, "pairs": pairs_184, **counts_184}
# block 185
paths_185 = find_files("src/**/*.py")
sizes_185 = {}
for p in paths_185:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 185 % 50:
        sizes_185[p] = len(lines)
    elif "TODO" in text:
        sizes_185[p] = -1
    else:
        sizes_185[p] = 0
big_185 = [p for p, n in sizes_185.items() if n > 100 and not p.startswith("test")]
ranked_185 = sorted(sizes_185.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_185 = sum([n for p, n in ranked_185])
label_185 = f"{len(big_185)} big files, top {ranked_185[:1]!r}, ratio {total_185 / (len(paths_185) + 1):.2f}"
counts_185 = {w: len(w) * 185 for w in label_185.split() if w.isalpha()}
pairs_185 = list(zip(range(185, 185 + 3), ["a", "b", "c"]))
summary_185 = {"block": 185, "label": label_185, "pairs": pairs_185, **counts_185}
# block 186
paths_186 = find_files("src/**/*.py")
sizes_186 = {}
for p in paths_186:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 186 % 50:
        sizes_186[p] = len(lines)
    elif "TODO" in text:
        sizes_186[p] = -1
    else:
        sizes_186[p] = 0
big_186 = [p for p, n in sizes_186.items() if n > 100 and not p.startswith("test")]
ranked_186 = sorted(sizes_186.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_186 = sum([n for p, n in ranked_186])
label_186 = f"{len(big_186)} big files, top {ranked_186[:1]!r}, ratio {total_186 / (len(paths_186) + 1):.2f}"
counts_186 = {w: len(w) * 186 for w in label_186.split() if w.isalpha()}
pairs_186 = list(zip(range(186, 186 + 3), ["a", "b", "c"]))
summary_186 = {"block": 186, "label": label_186, "pairs": pairs_186, **counts_186}
# block 187
paths_187 = find_files("src/**/*.py")
sizes_187 = {}
for p in paths_187:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 187 % 50:
        sizes_187[p] = len(lines)
    elif "TODO" in text:
        sizes_187[p] = -1
    else:
        sizes_187[p] = 0
big_187 = [p for p, n in sizes_187.items() if n > 100 and not p.startswith("test")]
ranked_187 = sorted(sizes_187.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_187 = sum([n for p, n in ranked_187])
label_187 = f"{len(big_187)} big files, top {ranked_187[:1]!r}, ratio {total_187 / (len(paths_187) + 1):.2f}"
counts_187 = {w: len(w) * 187 for w in label_187.split() if w.isalpha()}
pairs_187 = list(zip(range(187, 187 + 3), ["a", "b", "c"]))
summary_187 = {"block": 187, "label": label_187, "pairs": pairs_187, **counts_187}
# block 188
paths_188 = find_files("src/**/*.py")
sizes_188 = {}
for p in paths_188:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 188 % 50:
        sizes_188[p] = len(lines)
    elif "TODO" in text:
        sizes_188[p] = -1
    else:
        sizes_188[p] = 0
big_188 = [p for p, n in sizes_188.items() if n > 100 and not p.startswith("test")]
ranked_188 = sorted(sizes_188.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_188 = sum([n for p, n in ranked_188])
label_188 = f"{len(big_188)} big files, top {ranked_188[:1]!r}, ratio {total_188 / (len(paths_188) + 1):.2f}"
counts_188 = {w: len(w) * 188 for w in label_188.split() if w.isalpha()}
pairs_188 = list(zip(range(188, 188 + 3), ["a", "b", "c"]))
summary_188 = {"block": 188, "label": label_188, "pairs": pairs_188, **counts_188}
# block 189
paths_189 = find_files("src/**/*.py")
sizes_189 = {}
for p in paths_189:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 189 % 50:
        sizes_189[p] = len(lines)
    elif "TODO" in text:
        sizes_189[p] = -1
    else:
        sizes_189[p] = 0
big_189 = [p for p, n in sizes_189.items() if n > 100 and not p.startswith("test")]
ranked_189 = sorted(sizes_189.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_189 = sum([n for p, n in ranked_189])
label_189 = f"{len(big_189)} big files, top {ranked_189[:1]!r}, ratio {total_189 / (len(paths_189) + 1):.2f}"
counts_189 = {w: len(w) * 189 for w in label_189.split() if w.isalpha()}
pairs_189 = list(zip(range(189, 189 + 3), ["a", "b", "c"]))
summary_189 = {"block": 189, "label": label_189, "pairs": pairs_189, **counts_189}
# block 190
paths_190 = find_files("src/**/*.py")
sizes_190 = {}
for p in paths_190:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 190 % 50:
        sizes_190[p] = len(lines)
    elif "TODO" in text:
        sizes_190[p] = -1
    else:
        sizes_190[p] = 0
big_190 = [p for p, n in sizes_190.items() if n > 100 and not p.startswith("test")]
ranked_190 = sorted(sizes_190.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_190 = sum([n for p, n in ranked_190])
label_190 = f"{len(big_190)} big files, top {ranked_190[:1]!r}, ratio {total_190 / (len(paths_190) + 1):.2f}"
counts_190 = {w: len(w) * 190 for w in label_190.split() if w.isalpha()}
pairs_190 = list(zip(range(190, 190 + 3), ["a", "b", "c"]))
summary_190 = {"block": 190, "label": label_190, "pairs": pairs_190, **counts_190}
# block 191
paths_191 = find_files("src/**/*.py")
sizes_191 = {}
for p in paths_191:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 191 % 50:
        sizes_191[p] = len(lines)
    elif "TODO" in text:
        sizes_191[p] = -1
    else:
        sizes_191[p] = 0
big_191 = [p for p, n in sizes_191.items() if n > 100 and not p.startswith("test")]
ranked_191 = sorted(sizes_191.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_191 = sum([n for p, n in ranked_191])
label_191 = f"{len(big_191)} big files, top {ranked_191[:1]!r}, ratio {total_191 / (len(paths_191) + 1):.2f}"
counts_191 = {w: len(w) * 191 for w in label_191.split() if w.isalpha()}
pairs_191 = list(zip(range(191, 191 + 3), ["a", "b", "c"]))
summary_191 = {"block": 191, "label": label_191, "pairs": pairs_191, **counts_191}
# block 192
paths_192 = find_files("src/**/*.py")
sizes_192 = {}
for p in paths_192:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 192 % 50:
        sizes_192[p] = len(lines)
    elif "TODO" in text:
        sizes_192[p] = -1
    else:
        sizes_192[p] = 0
big_192 = [p for p, n in sizes_192.items() if n > 100 and not p.startswith("test")]
ranked_192 = sorted(sizes_192.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_192 = sum([n for p, n in ranked_192])
label_192 = f"{len(big_192)} big files, top {ranked_192[:1]!r}, ratio {total_192 / (len(paths_192) + 1):.2f}"
counts_192 = {w: len(w) * 192 for w in label_192.split() if w.isalpha()}
pairs_192 = list(zip(range(192, 192 + 3), ["a", "b", "c"]))
summary_192 = {"block": 192, "label": label_192, "pairs": pairs_192, **counts_192}
# block 193
paths_193 = find_files("src/**/*.py")
sizes_193 = {}
for p in paths_193:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 193 % 50:
        sizes_193[p] = len(lines)
    elif "TODO" in text:
        sizes_193[p] = -1
    else:
        sizes_193[p] = 0
big_193 = [p for p, n in sizes_193.items() if n > 100 and not p.startswith("test")]
ranked_193 = sorted(sizes_193.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_193 = sum([n for p, n in ranked_193])
label_193 = f"{len(big_193)} big files, top {ranked_193[:1]!r}, ratio {total_193 / (len(paths_193) + 1):.2f}"
counts_193 = {w: len(w) * 193 for w in label_193.split() if w.isalpha()}
pairs_193 = list(zip(range(193, 193 + 3), ["a", "b", "c"]))
summary_193 = {"block": 193, "label": label_193, "pairs": pairs_193, **counts_193}
# block 194
paths_194 = find_files("src/**/*.py")
sizes_194 = {}
for p in paths_194:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 194 % 50:
        sizes_194[p] = len(lines)
    elif "TODO" in text:
        sizes_194[p] = -1
    else:
        sizes_194[p] = 0
big_194 = [p for p, n in sizes_194.items() if n > 100 and not p.startswith("test")]
ranked_194 = sorted(sizes_194.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_194 = sum([n for p, n in ranked_194])
label_194 = f"{len(big_194)} big files, top {ranked_194[:1]!r}, ratio {total_194 / (len(paths_194) + 1):.2f}"
counts_194 = {w: len(w) * 194 for w in label_194.split() if w.isalpha()}
pairs_194 = list(zip(range(194, 194 + 3), ["a", "b", "c"]))
summary_194 = {"block": 194, "label": label_194, "pairs": pairs_194, **counts_194}
# block 195
paths_195 = find_files("src/**/*.py")
sizes_195 = {}
for p in paths_195:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 195 % 50:
        sizes_195[p] = len(lines)
    elif "TODO" in text:
        sizes_195[p] = -1
    else:
        sizes_195[p] = 0
big_195 = [p for p, n in sizes_195.items() if n > 100 and not p.startswith("test")]
ranked_195 = sorted(sizes_195.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_195 = sum([n for p, n in ranked_195])
label_195 = f"{len(big_195)} big files, top {ranked_195[:1]!r}, ratio {total_195 / (len(paths_195) + 1):.2f}"
counts_195 = {w: len(w) * 195 for w in label_195.split() if w.isalpha()}
pairs_195 = list(zip(range(195, 195 + 3), ["a", "b", "c"]))
summary_195 = {"block": 195, "label": label_195, "pairs": pairs_195, **counts_195}
# block 196
paths_196 = find_files("src/**/*.py")
sizes_196 = {}
for p in paths_196:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 196 % 50:
        sizes_196[p] = len(lines)
    elif "TODO" in text:
        sizes_196[p] = -1
    else:
        sizes_196[p] = 0
big_196 = [p for p, n in sizes_196.items() if n > 100 and not p.startswith("test")]
ranked_196 = sorted(sizes_196.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_196 = sum([n for p, n in ranked_196])
label_196 = f"{len(big_196)} big files, top {ranked_196[:1]!r}, ratio {total_196 / (len(paths_196) + 1):.2f}"
counts_196 = {w: len(w) * 196 for w in label_196.split() if w.isalpha()}
pairs_196 = list(zip(range(196, 196 + 3), ["a", "b", "c"]))
summary_196 = {"block": 196, "label": label_196, "pairs": pairs_196, **counts_196}
# block 197
paths_197 = find_files("src/**/*.py")
sizes_197 = {}
for p in paths_197:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 197 % 50:
        sizes_197[p] = len(lines)
    elif "TODO" in text:
        sizes_197[p] = -1
    else:
        sizes_197[p] = 0
big_197 = [p for p, n in sizes_197.items() if n > 100 and not p.startswith("test")]
ranked_197 = sorted(sizes_197.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_197 = sum([n for p, n in ranked_197])
label_197 = f"{len(big_197)} big files, top {ranked_197[:1]!r}, ratio {total_197 / (len(paths_197) + 1):.2f}"
counts_197 = {w: len(w) * 197 for w in label_197.split() if w.isalpha()}
pairs_197 = list(zip(range(197, 197 + 3), ["a", "b", "c"]))
summary_197 = {"block": 197, "label": label_197, "pairs": pairs_197, **counts_197}
# block 198
paths_198 = find_files("src/**/*.py")
sizes_198 = {}
for p in paths_198:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 198 % 50:
        sizes_198[p] = len(lines)
    elif "TODO" in text:
        sizes_198[p] = -1
    else:
        sizes_198[p] = 0
big_198 = [p for p, n in sizes_198.items() if n > 100 and not p.startswith("test")]
ranked_198 = sorted(sizes_198.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_198 = sum([n for p, n in ranked_198])
label_198 = f"{len(big_198)} big files, top {ranked_198[:1]!r}, ratio {total_198 / (len(paths_198) + 1):.2f}"
counts_198 = {w: len(w) * 198 for w in label_198.split() if w.isalpha()}
pairs_198 = list(zip(range(198, 198 + 3), ["a", "b", "c"]))
summary_198 = {"block": 198, "label": label_198, "pairs": pairs_198, **counts_198}
# block 199
paths_199 = find_files("src/**/*.py")
sizes_199 = {}
for p in paths_199:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 199 % 50:
        sizes_199[p] = len(lines)
    elif "TODO" in text:
        sizes_199[p] = -1
    else:
        sizes_199[p] = 0
big_199 = [p for p, n in sizes_199.items() if n > 100 and not p.startswith("test")]
ranked_199 = sorted(sizes_199.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_199 = sum([n for p, n in ranked_199])
label_199 = f"{len(big_199)} big files, top {ranked_199[:1]!r}, ratio {total_199 / (len(paths_199) + 1):.2f}"
counts_199 = {w: len(w) * 199 for w in label_199.split() if w.isalpha()}
pairs_199 = list(zip(range(199, 199 + 3), ["a", "b", "c"]))
summary_199 = {"block": 199, "label": label_199, "pairs": pairs_199, **counts_199}
# block 200
paths_200 = find_files("src/**/*.py")
sizes_200 = {}
for p in paths_200:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 200 % 50:
        sizes_200[p] = len(lines)
    elif "TODO" in text:
        sizes_200[p] = -1
    else:
        sizes_200[p] = 0
big_200 = [p for p, n in sizes_200.items() if n > 100 and not p.startswith("test")]
ranked_200 = sorted(sizes_200.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_200 = sum([n for p, n in ranked_200])
label_200 = f"{len(big_200)} big files, top {ranked_200[:1]!r}, ratio {total_200 / (len(paths_200) + 1):.2f}"
counts_200 = {w: len(w) * 200 for w in label_200.split() if w.isalpha()}
pairs_200 = list(zip(range(200, 200 + 3), ["a", "b", "c"]))
summary_200 = {"block": 200, "label": label_200, "pairs": pairs_200, **counts_200}
# block 201
paths_201 = find_files("src/**/*.py")
sizes_201 = {}
for p in paths_201:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 201 % 50:
        sizes_201[p] = len(lines)
    elif "TODO" in text:
        sizes_201[p] = -1
    else:
        sizes_201[p] = 0
big_201 = [p for p, n in sizes_201.items() if n > 100 and not p.startswith("test")]
ranked_201 = sorted(sizes_201.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_201 = sum([n for p, n in ranked_201])
label_201 = f"{len(big_201)} big files, top {ranked_201[:1]!r}, ratio {total_201 / (len(paths_201) + 1):.2f}"
counts_201 = {w: len(w) * 201 for w in label_201.split() if w.isalpha()}
pairs_201 = list(zip(range(201, 201 + 3), ["a", "b", "c"]))
summary_201 = {"block": 201, "label": label_201, "pairs": pairs_201, **counts_201}
# block 202
paths_202 = find_files("src/**/*.py")
sizes_202 = {}
for p in paths_202:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 202 % 50:
        sizes_202[p] = len(lines)
    elif "TODO" in text:
        sizes_202[p] = -1
    else:
        sizes_202[p] = 0
big_202 = [p for p, n in sizes_202.items() if n > 100 and not p.startswith("test")]
ranked_202 = sorted(sizes_202.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_202 = sum([n for p, n in ranked_202])
label_202 = f"{len(big_202)} big files, top {ranked_202[:1]!r}, ratio {total_202 / (len(paths_202) + 1):.2f}"
counts_202 = {w: len(w) * 202 for w in label_202.split() if w.isalpha()}
pairs_202 = list(zip(range(202, 202 + 3), ["a", "b", "c"]))
summary_202 = {"block": 202, "label": label_202, "pairs": pairs_202, **counts_202}
# block 203
paths_203 = find_files("src/**/*.py")
sizes_203 = {}
for p in paths_203:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 203 % 50:
        sizes_203[p] = len(lines)
    elif "TODO" in text:
        sizes_203[p] = -1
    else:
        sizes_203[p] = 0
big_203 = [p for p, n in sizes_203.items() if n > 100 and not p.startswith("test")]
ranked_203 = sorted(sizes_203.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_203 = sum([n for p, n in ranked_203])
label_203 = f"{len(big_203)} big files, top {ranked_203[:1]!r}, ratio {total_203 / (len(paths_203) + 1):.2f}"
counts_203 = {w: len(w) * 203 for w in label_203.split() if w.isalpha()}
pairs_203 = list(zip(range(203, 203 + 3), ["a", "b", "c"]))
summary_203 = {"block": 203, "label": label_203, "pairs": pairs_203, **counts_203}
# block 204
paths_204 = find_files("src/**/*.py")
sizes_204 = {}
for p in paths_204:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 204 % 50:
        sizes_204[p] = len(lines)
    elif "TODO" in text:
        sizes_204[p] = -1
    else:
        sizes_204[p] = 0
big_204 = [p for p, n in sizes_204.items() if n > 100 and not p.startswith("test")]
ranked_204 = sorted(sizes_204.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_204 = sum([n for p, n in ranked_204])
label_204 = f"{len(big_204)} big files, top {ranked_204[:1]!r}, ratio {total_204 / (len(paths_204) + 1):.2f}"
counts_204 = {w: len(w) * 204 for w in label_204.split() if w.isalpha()}
pairs_204 = list(zip(range(204, 204 + 3), ["a", "b", "c"]))
summary_204 = {"block": 204, "label": label_204, "pairs": pairs_204, **counts_204}
# block 205
paths_205 = find_files("src/**/*.py")
sizes_205 = {}
for p in paths_205:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 205 % 50:
        sizes_205[p] = len(lines)
    elif "TODO" in text:
        sizes_205[p] = -1
    else:
        sizes_205[p] = 0
big_205 = [p for p, n in sizes_205.items() if n > 100 and not p.startswith("test")]
ranked_205 = sorted(sizes_205.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_205 = sum([n for p, n in ranked_205])
label_205 = f"{len(big_205)} big files, top {ranked_205[:1]!r}, ratio {total_205 / (len(paths_205) + 1):.2f}"
counts_205 = {w: len(w) * 205 for w in label_205.split() if w.isalpha()}
pairs_205 = list(zip(range(205, 205 + 3), ["a", "b", "c"]))
summary_205 = {"block": 205, "label": label_205, "pairs": pairs_205, **counts_205}
# block 206
paths_206 = find_files("src/**/*.py")
sizes_206 = {}
for p in paths_206:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 206 % 50:
        sizes_206[p] = len(lines)
    elif "TODO" in text:
        sizes_206[p] = -1
    else:
        sizes_206[p] = 0
big_206 = [p for p, n in sizes_206.items() if n > 100 and not p.startswith("test")]
ranked_206 = sorted(sizes_206.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_206 = sum([n for p, n in ranked_206])
label_206 = f"{len(big_206)} big files, top {ranked_206[:1]!r}, ratio {total_206 / (len(paths_206) + 1):.2f}"
counts_206 = {w: len(w) * 206 for w in label_206.split() if w.isalpha()}
pairs_206 = list(zip(range(206, 206 + 3), ["a", "b", "c"]))
summary_206 = {"block": 206, "label": label_206, "pairs": pairs_206, **counts_206}
# block 207
paths_207 = find_files("src/**/*.py")
sizes_207 = {}
for p in paths_207:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 207 % 50:
        sizes_207[p] = len(lines)
    elif "TODO" in text:
        sizes_207[p] = -1
    else:
        sizes_207[p] = 0
big_207 = [p for p, n in sizes_207.items() if n > 100 and not p.startswith("test")]
ranked_207 = sorted(sizes_207.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_207 = sum([n for p, n in ranked_207])
label_207 = f"{len(big_207)} big files, top {ranked_207[:1]!r}, ratio {total_207 / (len(paths_207) + 1):.2f}"
counts_207 = {w: len(w) * 207 for w in label_207.split() if w.isalpha()}
pairs_207 = list(zip(range(207, 207 + 3), ["a", "b", "c"]))
summary_207 = {"block": 207, "label": label_207, "pairs": pairs_207, **counts_207}
# block 208
paths_208 = find_files("src/**/*.py")
sizes_208 = {}
for p in paths_208:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 208 % 50:
        sizes_208[p] = len(lines)
    elif "TODO" in text:
        sizes_208[p] = -1
    else:
        sizes_208[p] = 0
big_208 = [p for p, n in sizes_208.items() if n > 100 and not p.startswith("test")]
ranked_208 = sorted(sizes_208.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_208 = sum([n for p, n in ranked_208])
label_208 = f"{len(big_208)} big files, top {ranked_208[:1]!r}, ratio {total_208 / (len(paths_208) + 1):.2f}"
counts_208 = {w: len(w) * 208 for w in label_208.split() if w.isalpha()}
pairs_208 = list(zip(range(208, 208 + 3), ["a", "b", "c"]))
summary_208 = {"block": 208, "label": label_208, "pairs": pairs_208, **counts_208}
# block 209
paths_209 = find_files("src/**/*.py")
sizes_209 = {}
for p in paths_209:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 209 % 50:
        sizes_209[p] = len(lines)
    elif "TODO" in text:
        sizes_209[p] = -1
    else:
        sizes_209[p] = 0
big_209 = [p for p, n in sizes_209.items() if n > 100 and not p.startswith("test")]
ranked_209 = sorted(sizes_209.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_209 = sum([n for p, n in ranked_209])
label_209 = f"{len(big_209)} big files, top {ranked_209[:1]!r}, ratio {total_209 / (len(paths_209) + 1):.2f}"
counts_209 = {w: len(w) * 209 for w in label_209.split() if w.isalpha()}
pairs_209 = list(zip(range(209, 209 + 3), ["a", "b", "c"]))
summary_209 = {"block": 209, "label": label_209, "pairs": pairs_209, **counts_209}
# block 210
paths_210 = find_files("src/**/*.py")
sizes_210 = {}
for p in paths_210:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 210 % 50:
        sizes_210[p] = len(lines)
    elif "TODO" in text:
        sizes_210[p] = -1
    else:
        sizes_210[p] = 0
big_210 = [p for p, n in sizes_210.items() if n > 100 and not p.startswith("test")]
ranked_210 = sorted(sizes_210.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_210 = sum([n for p, n in ranked_210])
label_210 = f"{len(big_210)} big files, top {ranked_210[:1]!r}, ratio {total_210 / (len(paths_210) + 1):.2f}"
counts_210 = {w: len(w) * 210 for w in label_210.split() if w.isalpha()}
pairs_210 = list(zip(range(210, 210 + 3), ["a", "b", "c"]))
summary_210 = {"block": 210, "label": label_210, "pairs": pairs_210, **counts_210}
# block 211
paths_211 = find_files("src/**/*.py")
sizes_211 = {}
for p in paths_211:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 211 % 50:
        sizes_211[p] = len(lines)
    elif "TODO" in text:
        sizes_211[p] = -1
    else:
        sizes_211[p] = 0
big_211 = [p for p, n in sizes_211.items() if n > 100 and not p.startswith("test")]
ranked_211 = sorted(sizes_211.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_211 = sum([n for p, n in ranked_211])
label_211 = f"{len(big_211)} big files, top {ranked_211[:1]!r}, ratio {total_211 / (len(paths_211) + 1):.2f}"
counts_211 = {w: len(w) * 211 for w in label_211.split() if w.isalpha()}
pairs_211 = list(zip(range(211, 211 + 3), ["a", "b", "c"]))
summary_211 = {"block": 211, "label": label_211, "pairs": pairs_211, **counts_211}
# block 212
paths_212 = find_files("src/**/*.py")
sizes_212 = {}
for p in paths_212:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 212 % 50:
        sizes_212[p] = len(lines)
    elif "TODO" in text:
        sizes_212[p] = -1
    else:
        sizes_212[p] = 0
big_212 = [p for p, n in sizes_212.items() if n > 100 and not p.startswith("test")]
ranked_212 = sorted(sizes_212.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_212 = sum([n for p, n in ranked_212])
label_212 = f"{len(big_212)} big files, top {ranked_212[:1]!r}, ratio {total_212 / (len(paths_212) + 1):.2f}"
counts_212 = {w: len(w) * 212 for w in label_212.split() if w.isalpha()}
pairs_212 = list(zip(range(212, 212 + 3), ["a", "b", "c"]))
summary_212 = {"block": 212, "label": label_212, "pairs": pairs_212, **counts_212}
# block 213
paths_213 = find_files("src/**/*.py")
sizes_213 = {}
for p in paths_213:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 213 % 50:
        sizes_213[p] = len(lines)
    elif "TODO" in text:
        sizes_213[p] = -1
    else:
        sizes_213[p] = 0
big_213 = [p for p, n in sizes_213.items() if n > 100 and not p.startswith("test")]
ranked_213 = sorted(sizes_213.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_213 = sum([n for p, n in ranked_213])
label_213 = f"{len(big_213)} big files, top {ranked_213[:1]!r}, ratio {total_213 / (len(paths_213) + 1):.2f}"
counts_213 = {w: len(w) * 213 for w in label_213.split() if w.isalpha()}
pairs_213 = list(zip(range(213, 213 + 3), ["a", "b", "c"]))
summary_213 = {"block": 213, "label": label_213, "pairs": pairs_213, **counts_213}
# block 214
paths_214 = find_files("src/**/*.py")
sizes_214 = {}
for p in paths_214:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 214 % 50:
        sizes_214[p] = len(lines)
    elif "TODO" in text:
        sizes_214[p] = -1
    else:
        sizes_214[p] = 0
big_214 = [p for p, n in sizes_214.items() if n > 100 and not p.startswith("test")]
ranked_214 = sorted(sizes_214.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_214 = sum([n for p, n in ranked_214])
label_214 = f"{len(big_214)} big files, top {ranked_214[:1]!r}, ratio {total_214 / (len(paths_214) + 1):.2f}"
counts_214 = {w: len(w) * 214 for w in label_214.split() if w.isalpha()}
pairs_214 = list(zip(range(214, 214 + 3), ["a", "b", "c"]))
summary_214 = {"block": 214, "label": label_214, "pairs": pairs_214, **counts_214}
# block 215
paths_215 = find_files("src/**/*.py")
sizes_215 = {}
for p in paths_215:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 215 % 50:
        sizes_215[p] = len(lines)
    elif "TODO" in text:
        sizes_215[p] = -1
    else:
        sizes_215[p] = 0
big_215 = [p for p, n in sizes_215.items() if n > 100 and not p.startswith("test")]
ranked_215 = sorted(sizes_215.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_215 = sum([n for p, n in ranked_215])
label_215 = f"{len(big_215)} big files, top {ranked_215[:1]!r}, ratio {total_215 / (len(paths_215) + 1):.2f}"
counts_215 = {w: len(w) * 215 for w in label_215.split() if w.isalpha()}
pairs_215 = list(zip(range(215, 215 + 3), ["a", "b", "c"]))
summary_215 = {"block": 215, "label": label_215, "pairs": pairs_215, **counts_215}
# block 216
paths_216 = find_files("src/**/*.py")
sizes_216 = {}
for p in paths_216:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 216 % 50:
        sizes_216[p] = len(lines)
    elif "TODO" in text:
        sizes_216[p] = -1
    else:
        sizes_216[p] = 0
big_216 = [p for p, n in sizes_216.items() if n > 100 and not p.startswith("test")]
ranked_216 = sorted(sizes_216.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_216 = sum([n for p, n in ranked_216])
label_216 = f"{len(big_216)} big files, top {ranked_216[:1]!r}, ratio {total_216 / (len(paths_216) + 1):.2f}"
counts_216 = {w: len(w) * 216 for w in label_216.split() if w.isalpha()}
pairs_216 = list(zip(range(216, 216 + 3), ["a", "b", "c"]))
summary_216 = {"block": 216, "label": label_216, "pairs": pairs_216, **counts_216}
# block 217
paths_217 = find_files("src/**/*.py")
sizes_217 = {}
for p in paths_217:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 217 % 50:
        sizes_217[p] = len(lines)
    elif "TODO" in text:
        sizes_217[p] = -1
    else:
        sizes_217[p] = 0
big_217 = [p for p, n in sizes_217.items() if n > 100 and not p.startswith("test")]
ranked_217 = sorted(sizes_217.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_217 = sum([n for p, n in ranked_217])
label_217 = f"{len(big_217)} big files, top {ranked_217[:1]!r}, ratio {total_217 / (len(paths_217) + 1):.2f}"
counts_217 = {w: len(w) * 217 for w in label_217.split() if w.isalpha()}
pairs_217 = list(zip(range(217, 217 + 3), ["a", "b", "c"]))
summary_217 = {"block": 217, "label": label_217, "pairs": pairs_217, **counts_217}
# block 218
paths_218 = find_files("src/**/*.py")
sizes_218 = {}
for p in paths_218:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 218 % 50:
        sizes_218[p] = len(lines)
    elif "TODO" in text:
        sizes_218[p] = -1
    else:
        sizes_218[p] = 0
big_218 = [p for p, n in sizes_218.items() if n > 100 and not p.startswith("test")]
ranked_218 = sorted(sizes_218.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_218 = sum([n for p, n in ranked_218])
label_218 = f"{len(big_218)} big files, top {ranked_218[:1]!r}, ratio {total_218 / (len(paths_218) + 1):.2f}"
counts_218 = {w: len(w) * 218 for w in label_218.split() if w.isalpha()}
pairs_218 = list(zip(range(218, 218 + 3), ["a", "b", "c"]))
summary_218 = {"block": 218, "label": label_218, "pairs": pairs_218, **counts_218}
# block 219
paths_219 = find_files("src/**/*.py")
sizes_219 = {}
for p in paths_219:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 219 % 50:
        sizes_219[p] = len(lines)
    elif "TODO" in text:
        sizes_219[p] = -1
    else:
        sizes_219[p] = 0
big_219 = [p for p, n in sizes_219.items() if n > 100 and not p.startswith("test")]
ranked_219 = sorted(sizes_219.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_219 = sum([n for p, n in ranked_219])
label_219 = f"{len(big_219)} big files, top {ranked_219[:1]!r}, ratio {total_219 / (len(paths_219) + 1):.2f}"
counts_219 = {w: len(w) * 219 for w in label_219.split() if w.isalpha()}
pairs_219 = list(zip(range(219, 219 + 3), ["a", "b", "c"]))
summary_219 = {"block": 219, "label": label_219, "pairs": pairs_219, **counts_219}
# block 220
paths_220 = find_files("src/**/*.py")
sizes_220 = {}
for p in paths_220:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 220 % 50:
        sizes_220[p] = len(lines)
    elif "TODO" in text:
        sizes_220[p] = -1
    else:
        sizes_220[p] = 0
big_220 = [p for p, n in sizes_220.items() if n > 100 and not p.startswith("test")]
ranked_220 = sorted(sizes_220.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_220 = sum([n for p, n in ranked_220])
label_220 = f"{len(big_220)} big files, top {ranked_220[:1]!r}, ratio {total_220 / (len(paths_220) + 1):.2f}"
counts_220 = {w: len(w) * 220 for w in label_220.split() if w.isalpha()}
pairs_220 = list(zip(range(220, 220 + 3), ["a", "b", "c"]))
summary_220 = {"block": 220, "label": label_220, "pairs": pairs_220, **counts_220}
# block 221
paths_221 = find_files("src/**/*.py")
sizes_221 = {}
for p in paths_221:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 221 % 50:
        sizes_221[p] = len(lines)
    elif "TODO" in text:
        sizes_221[p] = -1
    else:
        sizes_221[p] = 0
big_221 = [p for p, n in sizes_221.items() if n > 100 and not p.startswith("test")]
ranked_221 = sorted(sizes_221.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_221 = sum([n for p, n in ranked_221])
label_221 = f"{len(big_221)} big files, top {ranked_221[:1]!r}, ratio {total_221 / (len(paths_221) + 1):.2f}"
counts_221 = {w: len(w) * 221 for w in label_221.split() if w.isalpha()}
pairs_221 = list(zip(range(221, 221 + 3), ["a", "b", "c"]))
summary_221 = {"block": 221, "label": label_221, "pairs": pairs_221, **counts_221}
# block 222
paths_222 = find_files("src/**/*.py")
sizes_222 = {}
for p in paths_222:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 222 % 50:
        sizes_222[p] = len(lines)
    elif "TODO" in text:
        sizes_222[p] = -1
    else:
        sizes_222[p] = 0
big_222 = [p for p, n in sizes_222.items() if n > 100 and not p.startswith("test")]
ranked_222 = sorted(sizes_222.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_222 = sum([n for p, n in ranked_222])
label_222 = f"{len(big_222)} big files, top {ranked_222[:1]!r}, ratio {total_222 / (len(paths_222) + 1):.2f}"
counts_222 = {w: len(w) * 222 for w in label_222.split() if w.isalpha()}
pairs_222 = list(zip(range(222, 222 + 3), ["a", "b", "c"]))
summary_222 = {"block": 222, "label": label_222, "pairs": pairs_222, **counts_222}
# block 223
paths_223 = find_files("src/**/*.py")
sizes_223 = {}
for p in paths_223:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 223 % 50:
        sizes_223[p] = len(lines)
    elif "TODO" in text:
        sizes_223[p] = -1
    else:
        sizes_223[p] = 0
big_223 = [p for p, n in sizes_223.items() if n > 100 and not p.startswith("test")]
ranked_223 = sorted(sizes_223.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_223 = sum([n for p, n in ranked_223])
label_223 = f"{len(big_223)} big files, top {ranked_223[:1]!r}, ratio {total_223 / (len(paths_223) + 1):.2f}"
counts_223 = {w: len(w) * 223 for w in label_223.split() if w.isalpha()}
pairs_223 = list(zip(range(223, 223 + 3), ["a", "b", "c"]))
summary_223 = {"block": 223, "label": label_223, "pairs": pairs_223, **counts_223}
# block 224
paths_224 = find_files("src/**/*.py")
sizes_224 = {}
for p in paths_224:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 224 % 50:
        sizes_224[p] = len(lines)
    elif "TODO" in text:
        sizes_224[p] = -1
    else:
        sizes_224[p] = 0
big_224 = [p for p, n in sizes_224.items() if n > 100 and not p.startswith("test")]
ranked_224 = sorted(sizes_224.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_224 = sum([n for p, n in ranked_224])
label_224 = f"{len(big_224)} big files, top {ranked_224[:1]!r}, ratio {total_224 / (len(paths_224) + 1):.2f}"
counts_224 = {w: len(w) * 224 for w in label_224.split() if w.isalpha()}
pairs_224 = list(zip(range(224, 224 + 3), ["a", "b", "c"]))
summary_224 = {"block": 224, "label": label_224, "pairs": pairs_224, **counts_224}
# block 225
paths_225 = find_files("src/**/*.py")
sizes_225 = {}
for p in paths_225:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 225 % 50:
        sizes_225[p] = len(lines)
    elif "TODO" in text:
        sizes_225[p] = -1
    else:
        sizes_225[p] = 0
big_225 = [p for p, n in sizes_225.items() if n > 100 and not p.startswith("test")]
ranked_225 = sorted(sizes_225.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_225 = sum([n for p, n in ranked_225])
label_225 = f"{len(big_225)} big files, top {ranked_225[:1]!r}, ratio {total_225 / (len(paths_225) + 1):.2f}"
counts_225 = {w: len(w) * 225 for w in label_225.split() if w.isalpha()}
pairs_225 = list(zip(range(225, 225 + 3), ["a", "b", "c"]))
summary_225 = {"block": 225, "label": label_225, "pairs": pairs_225, **counts_225}
# block 226
paths_226 = find_files("src/**/*.py")
sizes_226 = {}
for p in paths_226:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 226 % 50:
        sizes_226[p] = len(lines)
    elif "TODO" in text:
        sizes_226[p] = -1
    else:
        sizes_226[p] = 0
big_226 = [p for p, n in sizes_226.items() if n > 100 and not p.startswith("test")]
ranked_226 = sorted(sizes_226.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_226 = sum([n for p, n in ranked_226])
label_226 = f"{len(big_226)} big files, top {ranked_226[:1]!r}, ratio {total_226 / (len(paths_226) + 1):.2f}"
counts_226 = {w: len(w) * 226 for w in label_226.split() if w.isalpha()}
pairs_226 = list(zip(range(226, 226 + 3), ["a", "b", "c"]))
summary_226 = {"block": 226, "label": label_226, "pairs": pairs_226, **counts_226}
# block 227
paths_227 = find_files("src/**/*.py")
sizes_227 = {}
for p in paths_227:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 227 % 50:
        sizes_227[p] = len(lines)
    elif "TODO" in text:
        sizes_227[p] = -1
    else:
        sizes_227[p] = 0
big_227 = [p for p, n in sizes_227.items() if n > 100 and not p.startswith("test")]
ranked_227 = sorted(sizes_227.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_227 = sum([n for p, n in ranked_227])
label_227 = f"{len(big_227)} big files, top {ranked_227[:1]!r}, ratio {total_227 / (len(paths_227) + 1):.2f}"
counts_227 = {w: len(w) * 227 for w in label_227.split() if w.isalpha()}
pairs_227 = list(zip(range(227, 227 + 3), ["a", "b", "c"]))
summary_227 = {"block": 227, "label": label_227, "pairs": pairs_227, **counts_227}
# block 228
paths_228 = find_files("src/**/*.py")
sizes_228 = {}
for p in paths_228:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 228 % 50:
        sizes_228[p] = len(lines)
    elif "TODO" in text:
        sizes_228[p] = -1
    else:
        sizes_228[p] = 0
big_228 = [p for p, n in sizes_228.items() if n > 100 and not p.startswith("test")]
ranked_228 = sorted(sizes_228.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_228 = sum([n for p, n in ranked_228])
label_228 = f"{len(big_228)} big files, top {ranked_228[:1]!r}, ratio {total_228 / (len(paths_228) + 1):.2f}"
counts_228 = {w: len(w) * 228 for w in label_228.split() if w.isalpha()}
pairs_228 = list(zip(range(228, 228 + 3), ["a", "b", "c"]))
summary_228 = {"block": 228, "label": label_228, "pairs": pairs_228, **counts_228}
# block 229
paths_229 = find_files("src/**/*.py")
sizes_229 = {}
for p in paths_229:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 229 % 50:
        sizes_229[p] = len(lines)
    elif "TODO" in text:
        sizes_229[p] = -1
    else:
        sizes_229[p] = 0
big_229 = [p for p, n in sizes_229.items() if n > 100 and not p.startswith("test")]
ranked_229 = sorted(sizes_229.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_229 = sum([n for p, n in ranked_229])
label_229 = f"{len(big_229)} big files, top {ranked_229[:1]!r}, ratio {total_229 / (len(paths_229) + 1):.2f}"
counts_229 = {w: len(w) * 229 for w in label_229.split() if w.isalpha()}
pairs_229 = list(zip(range(229, 229 + 3), ["a", "b", "c"]))
summary_229 = {"block": 229, "label": label_229, "pairs": pairs_229, **counts_229}
# block 230
paths_230 = find_files("src/**/*.py")
sizes_230 = {}
for p in paths_230:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 230 % 50:
        sizes_230[p] = len(lines)
    elif "TODO" in text:
        sizes_230[p] = -1
    else:
        sizes_230[p] = 0
big_230 = [p for p, n in sizes_230.items() if n > 100 and not p.startswith("test")]
ranked_230 = sorted(sizes_230.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_230 = sum([n for p, n in ranked_230])
label_230 = f"{len(big_230)} big files, top {ranked_230[:1]!r}, ratio {total_230 / (len(paths_230) + 1):.2f}"
counts_230 = {w: len(w) * 230 for w in label_230.split() if w.isalpha()}
pairs_230 = list(zip(range(230, 230 + 3), ["a", "b", "c"]))
summary_230 = {"block": 230, "label": label_230, "pairs": pairs_230, **counts_230}
# block 231
paths_231 = find_files("src/**/*.py")
sizes_231 = {}
for p in paths_231:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 231 % 50:
        sizes_231[p] = len(lines)
    elif "TODO" in text:
        sizes_231[p] = -1
    else:
        sizes_231[p] = 0
big_231 = [p for p, n in sizes_231.items() if n > 100 and not p.startswith("test")]
ranked_231 = sorted(sizes_231.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_231 = sum([n for p, n in ranked_231])
label_231 = f"{len(big_231)} big files, top {ranked_231[:1]!r}, ratio {total_231 / (len(paths_231) + 1):.2f}"
counts_231 = {w: len(w) * 231 for w in label_231.split() if w.isalpha()}
pairs_231 = list(zip(range(231, 231 + 3), ["a", "b", "c"]))
summary_231 = {"block": 231, "label": label_231, "pairs": pairs_231, **counts_231}
# block 232
paths_232 = find_files("src/**/*.py")
sizes_232 = {}
for p in paths_232:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 232 % 50:
        sizes_232[p] = len(lines)
    elif "TODO" in text:
        sizes_232[p] = -1
    else:
        sizes_232[p] = 0
big_232 = [p for p, n in sizes_232.items() if n > 100 and not p.startswith("test")]
ranked_232 = sorted(sizes_232.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_232 = sum([n for p, n in ranked_232])
label_232 = f"{len(big_232)} big files, top {ranked_232[:1]!r}, ratio {total_232 / (len(paths_232) + 1):.2f}"
counts_232 = {w: len(w) * 232 for w in label_232.split() if w.isalpha()}
pairs_232 = list(zip(range(232, 232 + 3), ["a", "b", "c"]))
summary_232 = {"block": 232, "label": label_232, "pairs": pairs_232, **counts_232}
# block 233
paths_233 = find_files("src/**/*.py")
sizes_233 = {}
for p in paths_233:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 233 % 50:
        sizes_233[p] = len(lines)
    elif "TODO" in text:
        sizes_233[p] = -1
    else:
        sizes_233[p] = 0
big_233 = [p for p, n in sizes_233.items() if n > 100 and not p.startswith("test")]
ranked_233 = sorted(sizes_233.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_233 = sum([n for p, n in ranked_233])
label_233 = f"{len(big_233)} big files, top {ranked_233[:1]!r}, ratio {total_233 / (len(paths_233) + 1):.2f}"
counts_233 = {w: len(w) * 233 for w in label_233.split() if w.isalpha()}
pairs_233 = list(zip(range(233, 233 + 3), ["a", "b", "c"]))
summary_233 = {"block": 233, "label": label_233, "pairs": pairs_233, **counts_233}
# block 234
paths_234 = find_files("src/**/*.py")
sizes_234 = {}
for p in paths_234:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 234 % 50:
        sizes_234[p] = len(lines)
    elif "TODO" in text:
        sizes_234[p] = -1
    else:
        sizes_234[p] = 0
big_234 = [p for p, n in sizes_234.items() if n > 100 and not p.startswith("test")]
ranked_234 = sorted(sizes_234.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_234 = sum([n for p, n in ranked_234])
label_234 = f"{len(big_234)} big files, top {ranked_234[:1]!r}, ratio {total_234 / (len(paths_234) + 1):.2f}"
counts_234 = {w: len(w) * 234 for w in label_234.split() if w.isalpha()}
pairs_234 = list(zip(range(234, 234 + 3), ["a", "b", "c"]))
summary_234 = {"block": 234, "label": label_234, "pairs": pairs_234, **counts_234}
# block 235
paths_235 = find_files("src/**/*.py")
sizes_235 = {}
for p in paths_235:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 235 % 50:
        sizes_235[p] = len(lines)
    elif "TODO" in text:
        sizes_235[p] = -1
    else:
        sizes_235[p] = 0
big_235 = [p for p, n in sizes_235.items() if n > 100 and not p.startswith("test")]
ranked_235 = sorted(sizes_235.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_235 = sum([n for p, n in ranked_235])
label_235 = f"{len(big_235)} big files, top {ranked_235[:1]!r}, ratio {total_235 / (len(paths_235) + 1):.2f}"
counts_235 = {w: len(w) * 235 for w in label_235.split() if w.isalpha()}
pairs_235 = list(zip(range(235, 235 + 3), ["a", "b", "c"]))
summary_235 = {"block": 235, "label": label_235, "pairs": pairs_235, **counts_235}
# block 236
paths_236 = find_files("src/**/*.py")
sizes_236 = {}
for p in paths_236:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 236 % 50:
        sizes_236[p] = len(lines)
    elif "TODO" in text:
        sizes_236[p] = -1
    else:
        sizes_236[p] = 0
big_236 = [p for p, n in sizes_236.items() if n > 100 and not p.startswith("test")]
ranked_236 = sorted(sizes_236.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_236 = sum([n for p, n in ranked_236])
label_236 = f"{len(big_236)} big files, top {ranked_236[:1]!r}, ratio {total_236 / (len(paths_236) + 1):.2f}"
counts_236 = {w: len(w) * 236 for w in label_236.split() if w.isalpha()}
pairs_236 = list(zip(range(236, 236 + 3), ["a", "b", "c"]))
summary_236 = {"block": 236, "label": label_236, "pairs": pairs_236, **counts_236}
# block 237
paths_237 = find_files("src/**/*.py")
sizes_237 = {}
for p in paths_237:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 237 % 50:
        sizes_237[p] = len(lines)
    elif "TODO" in text:
        sizes_237[p] = -1
    else:
        sizes_237[p] = 0
big_237 = [p for p, n in sizes_237.items() if n > 100 and not p.startswith("test")]
ranked_237 = sorted(sizes_237.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_237 = sum([n for p, n in ranked_237])
label_237 = f"{len(big_237)} big files, top {ranked_237[:1]!r}, ratio {total_237 / (len(paths_237) + 1):.2f}"
counts_237 = {w: len(w) * 237 for w in label_237.split() if w.isalpha()}
pairs_237 = list(zip(range(237, 237 + 3), ["a", "b", "c"]))
summary_237 = {"block": 237, "label": label_237, "pairs": pairs_237, **counts_237}
# block 238
paths_238 = find_files("src/**/*.py")
sizes_238 = {}
for p in paths_238:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 238 % 50:
        sizes_238[p] = len(lines)
    elif "TODO" in text:
        sizes_238[p] = -1
    else:
        sizes_238[p] = 0
big_238 = [p for p, n in sizes_238.items() if n > 100 and not p.startswith("test")]
ranked_238 = sorted(sizes_238.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_238 = sum([n for p, n in ranked_238])
label_238 = f"{len(big_238)} big files, top {ranked_238[:1]!r}, ratio {total_238 / (len(paths_238) + 1):.2f}"
counts_238 = {w: len(w) * 238 for w in label_238.split() if w.isalpha()}
pairs_238 = list(zip(range(238, 238 + 3), ["a", "b", "c"]))
summary_238 = {"block": 238, "label": label_238, "pairs": pairs_238, **counts_238}
# block 239
paths_239 = find_files("src/**/*.py")
sizes_239 = {}
for p in paths_239:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 239 % 50:
        sizes_239[p] = len(lines)
    elif "TODO" in text:
        sizes_239[p] = -1
    else:
        sizes_239[p] = 0
big_239 = [p for p, n in sizes_239.items() if n > 100 and not p.startswith("test")]
ranked_239 = sorted(sizes_239.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_239 = sum([n for p, n in ranked_239])
label_239 = f"{len(big_239)} big files, top {ranked_239[:1]!r}, ratio {total_239 / (len(paths_239) + 1):.2f}"
counts_239 = {w: len(w) * 239 for w in label_239.split() if w.isalpha()}
pairs_239 = list(zip(range(239, 239 + 3), ["a", "b", "c"]))
summary_239 = {"block": 239, "label": label_239, "pairs": pairs_239, **counts_239}
# block 240
paths_240 = find_files("src/**/*.py")
sizes_240 = {}
for p in paths_240:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 240 % 50:
        sizes_240[p] = len(lines)
    elif "TODO" in text:
        sizes_240[p] = -1
    else:
        sizes_240[p] = 0
big_240 = [p for p, n in sizes_240.items() if n > 100 and not p.startswith("test")]
ranked_240 = sorted(sizes_240.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_240 = sum([n for p, n in ranked_240])
label_240 = f"{len(big_240)} big files, top {ranked_240[:1]!r}, ratio {total_240 / (len(paths_240) + 1):.2f}"
counts_240 = {w: len(w) * 240 for w in label_240.split() if w.isalpha()}
pairs_240 = list(zip(range(240, 240 + 3), ["a", "b", "c"]))
summary_240 = {"block": 240, "label": label_240, "pairs": pairs_240, **counts_240}
# block 241
paths_241 = find_files("src/**/*.py")
sizes_241 = {}
for p in paths_241:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 241 % 50:
        sizes_241[p] = len(lines)
    elif "TODO" in text:
        sizes_241[p] = -1
    else:
        sizes_241[p] = 0
big_241 = [p for p, n in sizes_241.items() if n > 100 and not p.startswith("test")]
ranked_241 = sorted(sizes_241.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_241 = sum([n for p, n in ranked_241])
label_241 = f"{len(big_241)} big files, top {ranked_241[:1]!r}, ratio {total_241 / (len(paths_241) + 1):.2f}"
counts_241 = {w: len(w) * 241 for w in label_241.split() if w.isalpha()}
pairs_241 = list(zip(range(241, 241 + 3), ["a", "b", "c"]))
summary_241 = {"block": 241, "label": label_241, "pairs": pairs_241, **counts_241}
# block 242
paths_242 = find_files("src/**/*.py")
sizes_242 = {}
for p in paths_242:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 242 % 50:
        sizes_242[p] = len(lines)
    elif "TODO" in text:
        sizes_242[p] = -1
    else:
        sizes_242[p] = 0
big_242 = [p for p, n in sizes_242.items() if n > 100 and not p.startswith("test")]
ranked_242 = sorted(sizes_242.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_242 = sum([n for p, n in ranked_242])
label_242 = f"{len(big_242)} big files, top {ranked_242[:1]!r}, ratio {total_242 / (len(paths_242) + 1):.2f}"
counts_242 = {w: len(w) * 242 for w in label_242.split() if w.isalpha()}
pairs_242 = list(zip(range(242, 242 + 3), ["a", "b", "c"]))
summary_242 = {"block": 242, "label": label_242, "pairs": pairs_242, **counts_242}
# block 243
paths_243 = find_files("src/**/*.py")
sizes_243 = {}
for p in paths_243:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 243 % 50:
        sizes_243[p] = len(lines)
    elif "TODO" in text:
        sizes_243[p] = -1
    else:
        sizes_243[p] = 0
big_243 = [p for p, n in sizes_243.items() if n > 100 and not p.startswith("test")]
ranked_243 = sorted(sizes_243.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_243 = sum([n for p, n in ranked_243])
label_243 = f"{len(big_243)} big files, top {ranked_243[:1]!r}, ratio {total_243 / (len(paths_243) + 1):.2f}"
counts_243 = {w: len(w) * 243 for w in label_243.split() if w.isalpha()}
pairs_243 = list(zip(range(243, 243 + 3), ["a", "b", "c"]))
summary_243 = {"block": 243, "label": label_243, "pairs": pairs_243, **counts_243}
# block 244
paths_244 = find_files("src/**/*.py")
sizes_244 = {}
for p in paths_244:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 244 % 50:
        sizes_244[p] = len(lines)
    elif "TODO" in text:
        sizes_244[p] = -1
    else:
        sizes_244[p] = 0
big_244 = [p for p, n in sizes_244.items() if n > 100 and not p.startswith("test")]
ranked_244 = sorted(sizes_244.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_244 = sum([n for p, n in ranked_244])
label_244 = f"{len(big_244)} big files, top {ranked_244[:1]!r}, ratio {total_244 / (len(paths_244) + 1):.2f}"
counts_244 = {w: len(w) * 244 for w in label_244.split() if w.isalpha()}
pairs_244 = list(zip(range(244, 244 + 3), ["a", "b", "c"]))
summary_244 = {"block": 244, "label": label_244, "pairs": pairs_244, **counts_244}
# block 245
paths_245 = find_files("src/**/*.py")
sizes_245 = {}
for p in paths_245:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 245 % 50:
        sizes_245[p] = len(lines)
    elif "TODO" in text:
        sizes_245[p] = -1
    else:
        sizes_245[p] = 0
big_245 = [p for p, n in sizes_245.items() if n > 100 and not p.startswith("test")]
ranked_245 = sorted(sizes_245.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_245 = sum([n for p, n in ranked_245])
label_245 = f"{len(big_245)} big files, top {ranked_245[:1]!r}, ratio {total_245 / (len(paths_245) + 1):.2f}"
counts_245 = {w: len(w) * 245 for w in label_245.split() if w.isalpha()}
pairs_245 = list(zip(range(245, 245 + 3), ["a", "b", "c"]))
summary_245 = {"block": 245, "label": label_245, "pairs": pairs_245, **counts_245}
# block 246
paths_246 = find_files("src/**/*.py")
sizes_246 = {}
for p in paths_246:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 246 % 50:
        sizes_246[p] = len(lines)
    elif "TODO" in text:
        sizes_246[p] = -1
    else:
        sizes_246[p] = 0
big_246 = [p for p, n in sizes_246.items() if n > 100 and not p.startswith("test")]
ranked_246 = sorted(sizes_246.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_246 = sum([n for p, n in ranked_246])
label_246 = f"{len(big_246)} big files, top {ranked_246[:1]!r}, ratio {total_246 / (len(paths_246) + 1):.2f}"
counts_246 = {w: len(w) * 246 for w in label_246.split() if w.isalpha()}
pairs_246 = list(zip(range(246, 246 + 3), ["a", "b", "c"]))
summary_246 = {"block": 246, "label": label_246, "pairs": pairs_246, **counts_246}
# block 247
paths_247 = find_files("src/**/*.py")
sizes_247 = {}
for p in paths_247:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 247 % 50:
        sizes_247[p] = len(lines)
    elif "TODO" in text:
        sizes_247[p] = -1
    else:
        sizes_247[p] = 0
big_247 = [p for p, n in sizes_247.items() if n > 100 and not p.startswith("test")]
ranked_247 = sorted(sizes_247.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_247 = sum([n for p, n in ranked_247])
label_247 = f"{len(big_247)} big files, top {ranked_247[:1]!r}, ratio {total_247 / (len(paths_247) + 1):.2f}"
counts_247 = {w: len(w) * 247 for w in label_247.split() if w.isalpha()}
pairs_247 = list(zip(range(247, 247 + 3), ["a", "b", "c"]))
summary_247 = {"block": 247, "label": label_247, "pairs": pairs_247, **counts_247}
# block 248
paths_248 = find_files("src/**/*.py")
sizes_248 = {}
for p in paths_248:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 248 % 50:
        sizes_248[p] = len(lines)
    elif "TODO" in text:
        sizes_248[p] = -1
    else:
        sizes_248[p] = 0
big_248 = [p for p, n in sizes_248.items() if n > 100 and not p.startswith("test")]
ranked_248 = sorted(sizes_248.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_248 = sum([n for p, n in ranked_248])
label_248 = f"{len(big_248)} big files, top {ranked_248[:1]!r}, ratio {total_248 / (len(paths_248) + 1):.2f}"
counts_248 = {w: len(w) * 248 for w in label_248.split() if w.isalpha()}
pairs_248 = list(zip(range(248, 248 + 3), ["a", "b", "c"]))
summary_248 = {"block": 248, "label": label_248, "pairs": pairs_248, **counts_248}
# block 249
paths_249 = find_files("src/**/*.py")
sizes_249 = {}
for p in paths_249:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 249 % 50:
        sizes_249[p] = len(lines)
    elif "TODO" in text:
        sizes_249[p] = -1
    else:
        sizes_249[p] = 0
big_249 = [p for p, n in sizes_249.items() if n > 100 and not p.startswith("test")]
ranked_249 = sorted(sizes_249.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_249 = sum([n for p, n in ranked_249])
label_249 = f"{len(big_249)} big files, top {ranked_249[:1]!r}, ratio {total_249 / (len(paths_249) + 1):.2f}"
counts_249 = {w: len(w) * 249 for w in label_249.split() if w.isalpha()}
pairs_249 = list(zip(range(249, 249 + 3), ["a", "b", "c"]))
summary_249 = {"block": 249, "label": label_249, "pairs": pairs_249, **counts_249}
# block 250
paths_250 = find_files("src/**/*.py")
sizes_250 = {}
for p in paths_250:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 250 % 50:
        sizes_250[p] = len(lines)
    elif "TODO" in text:
        sizes_250[p] = -1
    else:
        sizes_250[p] = 0
big_250 = [p for p, n in sizes_250.items() if n > 100 and not p.startswith("test")]
ranked_250 = sorted(sizes_250.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_250 = sum([n for p, n in ranked_250])
label_250 = f"{len(big_250)} big files, top {ranked_250[:1]!r}, ratio {total_250 / (len(paths_250) + 1):.2f}"
counts_250 = {w: len(w) * 250 for w in label_250.split() if w.isalpha()}
pairs_250 = list(zip(range(250, 250 + 3), ["a", "b", "c"]))
summary_250 = {"block": 250, "label": label_250, "pairs": pairs_250, **counts_250}
# block 251
paths_251 = find_files("src/**/*.py")
sizes_251 = {}
for p in paths_251:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 251 % 50:
        sizes_251[p] = len(lines)
    elif "TODO" in text:
        sizes_251[p] = -1
    else:
        sizes_251[p] = 0
big_251 = [p for p, n in sizes_251.items() if n > 100 and not p.startswith("test")]
ranked_251 = sorted(sizes_251.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_251 = sum([n for p, n in ranked_251])
label_251 = f"{len(big_251)} big files, top {ranked_251[:1]!r}, ratio {total_251 / (len(paths_251) + 1):.2f}"
counts_251 = {w: len(w) * 251 for w in label_251.split() if w.isalpha()}
pairs_251 = list(zip(range(251, 251 + 3), ["a", "b", "c"]))
summary_251 = {"block": 251, "label": label_251, "pairs": pairs_251, **counts_251}
# block 252
paths_252 = find_files("src/**/*.py")
sizes_252 = {}
for p in paths_252:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 252 % 50:
        sizes_252[p] = len(lines)
    elif "TODO" in text:
        sizes_252[p] = -1
    else:
        sizes_252[p] = 0
big_252 = [p for p, n in sizes_252.items() if n > 100 and not p.startswith("test")]
ranked_252 = sorted(sizes_252.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_252 = sum([n for p, n in ranked_252])
label_252 = f"{len(big_252)} big files, top {ranked_252[:1]!r}, ratio {total_252 / (len(paths_252) + 1):.2f}"
counts_252 = {w: len(w) * 252 for w in label_252.split() if w.isalpha()}
pairs_252 = list(zip(range(252, 252 + 3), ["a", "b", "c"]))
summary_252 = {"block": 252, "label": label_252, "pairs": pairs_252, **counts_252}
# block 253
paths_253 = find_files("src/**/*.py")
sizes_253 = {}
for p in paths_253:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 253 % 50:
        sizes_253[p] = len(lines)
    elif "TODO" in text:
        sizes_253[p] = -1
    else:
        sizes_253[p] = 0
big_253 = [p for p, n in sizes_253.items() if n > 100 and not p.startswith("test")]
ranked_253 = sorted(sizes_253.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_253 = sum([n for p, n in ranked_253])
label_253 = f"{len(big_253)} big files, top {ranked_253[:1]!r}, ratio {total_253 / (len(paths_253) + 1):.2f}"
counts_253 = {w: len(w) * 253 for w in label_253.split() if w.isalpha()}
pairs_253 = list(zip(range(253, 253 + 3), ["a", "b", "c"]))
summary_253 = {"block": 253, "label": label_253, "pairs": pairs_253, **counts_253}
# block 254
paths_254 = find_files("src/**/*.py")
sizes_254 = {}
for p in paths_254:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 254 % 50:
        sizes_254[p] = len(lines)
    elif "TODO" in text:
        sizes_254[p] = -1
    else:
        sizes_254[p] = 0
big_254 = [p for p, n in sizes_254.items() if n > 100 and not p.startswith("test")]
ranked_254 = sorted(sizes_254.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_254 = sum([n for p, n in ranked_254])
label_254 = f"{len(big_254)} big files, top {ranked_254[:1]!r}, ratio {total_254 / (len(paths_254) + 1):.2f}"
counts_254 = {w: len(w) * 254 for w in label_254.split() if w.isalpha()}
pairs_254 = list(zip(range(254, 254 + 3), ["a", "b", "c"]))
summary_254 = {"block": 254, "label": label_254, "pairs": pairs_254, **counts_254}
# block 255
paths_255 = find_files("src/**/*.py")
sizes_255 = {}
for p in paths_255:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 255 % 50:
        sizes_255[p] = len(lines)
    elif "TODO" in text:
        sizes_255[p] = -1
    else:
        sizes_255[p] = 0
big_255 = [p for p, n in sizes_255.items() if n > 100 and not p.startswith("test")]
ranked_255 = sorted(sizes_255.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_255 = sum([n for p, n in ranked_255])
label_255 = f"{len(big_255)} big files, top {ranked_255[:1]!r}, ratio {total_255 / (len(paths_255) + 1):.2f}"
counts_255 = {w: len(w) * 255 for w in label_255.split() if w.isalpha()}
pairs_255 = list(zip(range(255, 255 + 3), ["a", "b", "c"]))
summary_255 = {"block": 255, "label": label_255, "pairs": pairs_255, **counts_255}
# block 256
paths_256 = find_files("src/**/*.py")
sizes_256 = {}
for p in paths_256:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 256 % 50:
        sizes_256[p] = len(lines)
    elif "TODO" in text:
        sizes_256[p] = -1
    else:
        sizes_256[p] = 0
big_256 = [p for p, n in sizes_256.items() if n > 100 and not p.startswith("test")]
ranked_256 = sorted(sizes_256.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_256 = sum([n for p, n in ranked_256])
label_256 = f"{len(big_256)} big files, top {ranked_256[:1]!r}, ratio {total_256 / (len(paths_256) + 1):.2f}"
counts_256 = {w: len(w) * 256 for w in label_256.split() if w.isalpha()}
pairs_256 = list(zip(range(256, 256 + 3), ["a", "b", "c"]))
summary_256 = {"block": 256, "label": label_256, "pairs": pairs_256, **counts_256}
# block 257
paths_257 = find_files("src/**/*.py")
sizes_257 = {}
for p in paths_257:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 257 % 50:
        sizes_257[p] = len(lines)
    elif "TODO" in text:
        sizes_257[p] = -1
    else:
        sizes_257[p] = 0
big_257 = [p for p, n in sizes_257.items() if n > 100 and not p.startswith("test")]
ranked_257 = sorted(sizes_257.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_257 = sum([n for p, n in ranked_257])
label_257 = f"{len(big_257)} big files, top {ranked_257[:1]!r}, ratio {total_257 / (len(paths_257) + 1):.2f}"
counts_257 = {w: len(w) * 257 for w in label_257.split() if w.isalpha()}
pairs_257 = list(zip(range(257, 257 + 3), ["a", "b", "c"]))
summary_257 = {"block": 257, "label": label_257, "pairs": pairs_257, **counts_257}
# block 258
paths_258 = find_files("src/**/*.py")
sizes_258 = {}
for p in paths_258:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 258 % 50:
        sizes_258[p] = len(lines)
    elif "TODO" in text:
        sizes_258[p] = -1
    else:
        sizes_258[p] = 0
big_258 = [p for p, n in sizes_258.items() if n > 100 and not p.startswith("test")]
ranked_258 = sorted(sizes_258.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_258 = sum([n for p, n in ranked_258])
label_258 = f"{len(big_258)} big files, top {ranked_258[:1]!r}, ratio {total_258 / (len(paths_258) + 1):.2f}"
counts_258 = {w: len(w) * 258 for w in label_258.split() if w.isalpha()}
pairs_258 = list(zip(range(258, 258 + 3), ["a", "b", "c"]))
summary_258 = {"block": 258, "label": label_258, "pairs": pairs_258, **counts_258}
# block 259
paths_259 = find_files("src/**/*.py")
sizes_259 = {}
for p in paths_259:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 259 % 50:
        sizes_259[p] = len(lines)
    elif "TODO" in text:
        sizes_259[p] = -1
    else:
        sizes_259[p] = 0
big_259 = [p for p, n in sizes_259.items() if n > 100 and not p.startswith("test")]
ranked_259 = sorted(sizes_259.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_259 = sum([n for p, n in ranked_259])
label_259 = f"{len(big_259)} big files, top {ranked_259[:1]!r}, ratio {total_259 / (len(paths_259) + 1):.2f}"
counts_259 = {w: len(w) * 259 for w in label_259.split() if w.isalpha()}
pairs_259 = list(zip(range(259, 259 + 3), ["a", "b", "c"]))
summary_259 = {"block": 259, "label": label_259, "pairs": pairs_259, **counts_259}
# block 260
paths_260 = find_files("src/**/*.py")
sizes_260 = {}
for p in paths_260:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 260 % 50:
        sizes_260[p] = len(lines)
    elif "TODO" in text:
        sizes_260[p] = -1
    else:
        sizes_260[p] = 0
big_260 = [p for p, n in sizes_260.items() if n > 100 and not p.startswith("test")]
ranked_260 = sorted(sizes_260.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_260 = sum([n for p, n in ranked_260])
label_260 = f"{len(big_260)} big files, top {ranked_260[:1]!r}, ratio {total_260 / (len(paths_260) + 1):.2f}"
counts_260 = {w: len(w) * 260 for w in label_260.split() if w.isalpha()}
pairs_260 = list(zip(range(260, 260 + 3), ["a", "b", "c"]))
summary_260 = {"block": 260, "label": label_260, "pairs": pairs_260, **counts_260}
# block 261
paths_261 = find_files("src/**/*.py")
sizes_261 = {}
for p in paths_261:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 261 % 50:
        sizes_261[p] = len(lines)
    elif "TODO" in text:
        sizes_261[p] = -1
    else:
        sizes_261[p] = 0
big_261 = [p for p, n in sizes_261.items() if n > 100 and not p.startswith("test")]
ranked_261 = sorted(sizes_261.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_261 = sum([n for p, n in ranked_261])
label_261 = f"{len(big_261)} big files, top {ranked_261[:1]!r}, ratio {total_261 / (len(paths_261) + 1):.2f}"
counts_261 = {w: len(w) * 261 for w in label_261.split() if w.isalpha()}
pairs_261 = list(zip(range(261, 261 + 3), ["a", "b", "c"]))
summary_261 = {"block": 261, "label": label_261, "pairs": pairs_261, **counts_261}
# block 262
paths_262 = find_files("src/**/*.py")
sizes_262 = {}
for p in paths_262:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 262 % 50:
        sizes_262[p] = len(lines)
    elif "TODO" in text:
        sizes_262[p] = -1
    else:
        sizes_262[p] = 0
big_262 = [p for p, n in sizes_262.items() if n > 100 and not p.startswith("test")]
ranked_262 = sorted(sizes_262.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_262 = sum([n for p, n in ranked_262])
label_262 = f"{len(big_262)} big files, top {ranked_262[:1]!r}, ratio {total_262 / (len(paths_262) + 1):.2f}"
counts_262 = {w: len(w) * 262 for w in label_262.split() if w.isalpha()}
pairs_262 = list(zip(range(262, 262 + 3), ["a", "b", "c"]))
summary_262 = {"block": 262, "label": label_262, "pairs": pairs_262, **counts_262}
# block 263
paths_263 = find_files("src/**/*.py")
sizes_263 = {}
for p in paths_263:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 263 % 50:
        sizes_263[p] = len(lines)
    elif "TODO" in text:
        sizes_263[p] = -1
    else:
        sizes_263[p] = 0
big_263 = [p for p, n in sizes_263.items() if n > 100 and not p.startswith("test")]
ranked_263 = sorted(sizes_263.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_263 = sum([n for p, n in ranked_263])
label_263 = f"{len(big_263)} big files, top {ranked_263[:1]!r}, ratio {total_263 / (len(paths_263) + 1):.2f}"
counts_263 = {w: len(w) * 263 for w in label_263.split() if w.isalpha()}
pairs_263 = list(zip(range(263, 263 + 3), ["a", "b", "c"]))
summary_263 = {"block": 263, "label": label_263, "pairs": pairs_263, **counts_263}
# block 264
paths_264 = find_files("src/**/*.py")
sizes_264 = {}
for p in paths_264:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 264 % 50:
        sizes_264[p] = len(lines)
    elif "TODO" in text:
        sizes_264[p] = -1
    else:
        sizes_264[p] = 0
big_264 = [p for p, n in sizes_264.items() if n > 100 and not p.startswith("test")]
ranked_264 = sorted(sizes_264.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_264 = sum([n for p, n in ranked_264])
label_264 = f"{len(big_264)} big files, top {ranked_264[:1]!r}, ratio {total_264 / (len(paths_264) + 1):.2f}"
counts_264 = {w: len(w) * 264 for w in label_264.split() if w.isalpha()}
pairs_264 = list(zip(range(264, 264 + 3), ["a", "b", "c"]))
summary_264 = {"block": 264, "label": label_264, "pairs": pairs_264, **counts_264}
# block 265
paths_265 = find_files("src/**/*.py")
sizes_265 = {}
for p in paths_265:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 265 % 50:
        sizes_265[p] = len(lines)
    elif "TODO" in text:
        sizes_265[p] = -1
    else:
        sizes_265[p] = 0
big_265 = [p for p, n in sizes_265.items() if n > 100 and not p.startswith("test")]
ranked_265 = sorted(sizes_265.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_265 = sum([n for p, n in ranked_265])
label_265 = f"{len(big_265)} big files, top {ranked_265[:1]!r}, ratio {total_265 / (len(paths_265) + 1):.2f}"
counts_265 = {w: len(w) * 265 for w in label_265.split() if w.isalpha()}
pairs_265 = list(zip(range(265, 265 + 3), ["a", "b", "c"]))
summary_265 = {"block": 265, "label": label_265, "pairs": pairs_265, **counts_265}
# block 266
paths_266 = find_files("src/**/*.py")
sizes_266 = {}
for p in paths_266:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 266 % 50:
        sizes_266[p] = len(lines)
    elif "TODO" in text:
        sizes_266[p] = -1
    else:
        sizes_266[p] = 0
big_266 = [p for p, n in sizes_266.items() if n > 100 and not p.startswith("test")]
ranked_266 = sorted(sizes_266.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_266 = sum([n for p, n in ranked_266])
label_266 = f"{len(big_266)} big files, top {ranked_266[:1]!r}, ratio {total_266 / (len(paths_266) + 1):.2f}"
counts_266 = {w: len(w) * 266 for w in label_266.split() if w.isalpha()}
pairs_266 = list(zip(range(266, 266 + 3), ["a", "b", "c"]))
summary_266 = {"block": 266, "label": label_266, "pairs": pairs_266, **counts_266}
# block 267
paths_267 = find_files("src/**/*.py")
sizes_267 = {}
for p in paths_267:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 267 % 50:
        sizes_267[p] = len(lines)
    elif "TODO" in text:
        sizes_267[p] = -1
    else:
        sizes_267[p] = 0
big_267 = [p for p, n in sizes_267.items() if n > 100 and not p.startswith("test")]
ranked_267 = sorted(sizes_267.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_267 = sum([n for p, n in ranked_267])
label_267 = f"{len(big_267)} big files, top {ranked_267[:1]!r}, ratio {total_267 / (len(paths_267) + 1):.2f}"
counts_267 = {w: len(w) * 267 for w in label_267.split() if w.isalpha()}
pairs_267 = list(zip(range(267, 267 + 3), ["a", "b", "c"]))
summary_267 = {"block": 267, "label": label_267, "pairs": pairs_267, **counts_267}
# block 268
paths_268 = find_files("src/**/*.py")
sizes_268 = {}
for p in paths_268:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 268 % 50:
        sizes_268[p] = len(lines)
    elif "TODO" in text:
        sizes_268[p] = -1
    else:
        sizes_268[p] = 0
big_268 = [p for p, n in sizes_268.items() if n > 100 and not p.startswith("test")]
ranked_268 = sorted(sizes_268.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_268 = sum([n for p, n in ranked_268])
label_268 = f"{len(big_268)} big files, top {ranked_268[:1]!r}, ratio {total_268 / (len(paths_268) + 1):.2f}"
counts_268 = {w: len(w) * 268 for w in label_268.split() if w.isalpha()}
pairs_268 = list(zip(range(268, 268 + 3), ["a", "b", "c"]))
summary_268 = {"block": 268, "label": label_268, "pairs": pairs_268, **counts_268}
# block 269
paths_269 = find_files("src/**/*.py")
sizes_269 = {}
for p in paths_269:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 269 % 50:
        sizes_269[p] = len(lines)
    elif "TODO" in text:
        sizes_269[p] = -1
    else:
        sizes_269[p] = 0
big_269 = [p for p, n in sizes_269.items() if n > 100 and not p.startswith("test")]
ranked_269 = sorted(sizes_269.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_269 = sum([n for p, n in ranked_269])
label_269 = f"{len(big_269)} big files, top {ranked_269[:1]!r}, ratio {total_269 / (len(paths_269) + 1):.2f}"
counts_269 = {w: len(w) * 269 for w in label_269.split() if w.isalpha()}
pairs_269 = list(zip(range(269, 269 + 3), ["a", "b", "c"]))
summary_269 = {"block": 269, "label": label_269, "pairs": pairs_269, **counts_269}
# block 270
paths_270 = find_files("src/**/*.py")
sizes_270 = {}
for p in paths_270:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 270 % 50:
        sizes_270[p] = len(lines)
    elif "TODO" in text:
        sizes_270[p] = -1
    else:
        sizes_270[p] = 0
big_270 = [p for p, n in sizes_270.items() if n > 100 and not p.startswith("test")]
ranked_270 = sorted(sizes_270.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_270 = sum([n for p, n in ranked_270])
label_270 = f"{len(big_270)} big files, top {ranked_270[:1]!r}, ratio {total_270 / (len(paths_270) + 1):.2f}"
counts_270 = {w: len(w) * 270 for w in label_270.split() if w.isalpha()}
pairs_270 = list(zip(range(270, 270 + 3), ["a", "b", "c"]))
summary_270 = {"block": 270, "label": label_270, "pairs": pairs_270, **counts_270}
# block 271
paths_271 = find_files("src/**/*.py")
sizes_271 = {}
for p in paths_271:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 271 % 50:
        sizes_271[p] = len(lines)
    elif "TODO" in text:
        sizes_271[p] = -1
    else:
        sizes_271[p] = 0
big_271 = [p for p, n in sizes_271.items() if n > 100 and not p.startswith("test")]
ranked_271 = sorted(sizes_271.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_271 = sum([n for p, n in ranked_271])
label_271 = f"{len(big_271)} big files, top {ranked_271[:1]!r}, ratio {total_271 / (len(paths_271) + 1):.2f}"
counts_271 = {w: len(w) * 271 for w in label_271.split() if w.isalpha()}
pairs_271 = list(zip(range(271, 271 + 3), ["a", "b", "c"]))
summary_271 = {"block": 271, "label": label_271, "pairs": pairs_271, **counts_271}
# block 272
paths_272 = find_files("src/**/*.py")
sizes_272 = {}
for p in paths_272:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 272 % 50:
        sizes_272[p] = len(lines)
    elif "TODO" in text:
        sizes_272[p] = -1
    else:
        sizes_272[p] = 0
big_272 = [p for p, n in sizes_272.items() if n > 100 and not p.startswith("test")]
ranked_272 = sorted(sizes_272.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_272 = sum([n for p, n in ranked_272])
label_272 = f"{len(big_272)} big files, top {ranked_272[:1]!r}, ratio {total_272 / (len(paths_272) + 1):.2f}"
counts_272 = {w: len(w) * 272 for w in label_272.split() if w.isalpha()}
pairs_272 = list(zip(range(272, 272 + 3), ["a", "b", "c"]))
summary_272 = {"block": 272, "label": label_272, "pairs": pairs_272, **counts_272}
# block 273
paths_273 = find_files("src/**/*.py")
sizes_273 = {}
for p in paths_273:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 273 % 50:
        sizes_273[p] = len(lines)
    elif "TODO" in text:
        sizes_273[p] = -1
    else:
        sizes_273[p] = 0
big_273 = [p for p, n in sizes_273.items() if n > 100 and not p.startswith("test")]
ranked_273 = sorted(sizes_273.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_273 = sum([n for p, n in ranked_273])
label_273 = f"{len(big_273)} big files, top {ranked_273[:1]!r}, ratio {total_273 / (len(paths_273) + 1):.2f}"
counts_273 = {w: len(w) * 273 for w in label_273.split() if w.isalpha()}
pairs_273 = list(zip(range(273, 273 + 3), ["a", "b", "c"]))
summary_273 = {"block": 273, "label": label_273, "pairs": pairs_273, **counts_273}
# block 274
paths_274 = find_files("src/**/*.py")
sizes_274 = {}
for p in paths_274:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 274 % 50:
        sizes_274[p] = len(lines)
    elif "TODO" in text:
        sizes_274[p] = -1
    else:
        sizes_274[p] = 0
big_274 = [p for p, n in sizes_274.items() if n > 100 and not p.startswith("test")]
ranked_274 = sorted(sizes_274.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_274 = sum([n for p, n in ranked_274])
label_274 = f"{len(big_274)} big files, top {ranked_274[:1]!r}, ratio {total_274 / (len(paths_274) + 1):.2f}"
counts_274 = {w: len(w) * 274 for w in label_274.split() if w.isalpha()}
pairs_274 = list(zip(range(274, 274 + 3), ["a", "b", "c"]))
summary_274 = {"block": 274, "label": label_274, "pairs": pairs_274, **counts_274}
# block 275
paths_275 = find_files("src/**/*.py")
sizes_275 = {}
for p in paths_275:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 275 % 50:
        sizes_275[p] = len(lines)
    elif "TODO" in text:
        sizes_275[p] = -1
    else:
        sizes_275[p] = 0
big_275 = [p for p, n in sizes_275.items() if n > 100 and not p.startswith("test")]
ranked_275 = sorted(sizes_275.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_275 = sum([n for p, n in ranked_275])
label_275 = f"{len(big_275)} big files, top {ranked_275[:1]!r}, ratio {total_275 / (len(paths_275) + 1):.2f}"
counts_275 = {w: len(w) * 275 for w in label_275.split() if w.isalpha()}
pairs_275 = list(zip(range(275, 275 + 3), ["a", "b", "c"]))
summary_275 = {"block": 275, "label": label_275, "pairs": pairs_275, **counts_275}
# block 276
paths_276 = find_files("src/**/*.py")
sizes_276 = {}
for p in paths_276:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 276 % 50:
        sizes_276[p] = len(lines)
    elif "TODO" in text:
        sizes_276[p] = -1
    else:
        sizes_276[p] = 0
big_276 = [p for p, n in sizes_276.items() if n > 100 and not p.startswith("test")]
ranked_276 = sorted(sizes_276.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_276 = sum([n for p, n in ranked_276])
label_276 = f"{len(big_276)} big files, top {ranked_276[:1]!r}, ratio {total_276 / (len(paths_276) + 1):.2f}"
counts_276 = {w: len(w) * 276 for w in label_276.split() if w.isalpha()}
pairs_276 = list(zip(range(276, 276 + 3), ["a", "b", "c"]))
summary_276 = {"block": 276, "label": label_276, "pairs": pairs_276, **counts_276}
# block 277
paths_277 = find_files("src/**/*.py")
sizes_277 = {}
for p in paths_277:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 277 % 50:
        sizes_277[p] = len(lines)
    elif "TODO" in text:
        sizes_277[p] = -1
    else:
        sizes_277[p] = 0
big_277 = [p for p, n in sizes_277.items() if n > 100 and not p.startswith("test")]
ranked_277 = sorted(sizes_277.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_277 = sum([n for p, n in ranked_277])
label_277 = f"{len(big_277)} big files, top {ranked_277[:1]!r}, ratio {total_277 / (len(paths_277) + 1):.2f}"
counts_277 = {w: len(w) * 277 for w in label_277.split() if w.isalpha()}
pairs_277 = list(zip(range(277, 277 + 3), ["a", "b", "c"]))
summary_277 = {"block": 277, "label": label_277, "pairs": pairs_277, **counts_277}
# block 278
paths_278 = find_files("src/**/*.py")
sizes_278 = {}
for p in paths_278:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 278 % 50:
        sizes_278[p] = len(lines)
    elif "TODO" in text:
        sizes_278[p] = -1
    else:
        sizes_278[p] = 0
big_278 = [p for p, n in sizes_278.items() if n > 100 and not p.startswith("test")]
ranked_278 = sorted(sizes_278.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_278 = sum([n for p, n in ranked_278])
label_278 = f"{len(big_278)} big files, top {ranked_278[:1]!r}, ratio {total_278 / (len(paths_278) + 1):.2f}"
counts_278 = {w: len(w) * 278 for w in label_278.split() if w.isalpha()}
pairs_278 = list(zip(range(278, 278 + 3), ["a", "b", "c"]))
summary_278 = {"block": 278, "label": label_278, "pairs": pairs_278, **counts_278}
# block 279
paths_279 = find_files("src/**/*.py")
sizes_279 = {}
for p in paths_279:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 279 % 50:
        sizes_279[p] = len(lines)
    elif "TODO" in text:
        sizes_279[p] = -1
    else:
        sizes_279[p] = 0
big_279 = [p for p, n in sizes_279.items() if n > 100 and not p.startswith("test")]
ranked_279 = sorted(sizes_279.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_279 = sum([n for p, n in ranked_279])
label_279 = f"{len(big_279)} big files, top {ranked_279[:1]!r}, ratio {total_279 / (len(paths_279) + 1):.2f}"
counts_279 = {w: len(w) * 279 for w in label_279.split() if w.isalpha()}
pairs_279 = list(zip(range(279, 279 + 3), ["a", "b", "c"]))
summary_279 = {"block": 279, "label": label_279, "pairs": pairs_279, **counts_279}
# block 280
paths_280 = find_files("src/**/*.py")
sizes_280 = {}
for p in paths_280:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 280 % 50:
        sizes_280[p] = len(lines)
    elif "TODO" in text:
        sizes_280[p] = -1
    else:
        sizes_280[p] = 0
big_280 = [p for p, n in sizes_280.items() if n > 100 and not p.startswith("test")]
ranked_280 = sorted(sizes_280.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_280 = sum([n for p, n in ranked_280])
label_280 = f"{len(big_280)} big files, top {ranked_280[:1]!r}, ratio {total_280 / (len(paths_280) + 1):.2f}"
counts_280 = {w: len(w) * 280 for w in label_280.split() if w.isalpha()}
pairs_280 = list(zip(range(280, 280 + 3), ["a", "b", "c"]))
summary_280 = {"block": 280, "label": label_280, "pairs": pairs_280, **counts_280}
# block 281
paths_281 = find_files("src/**/*.py")
sizes_281 = {}
for p in paths_281:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 281 % 50:
        sizes_281[p] = len(lines)
    elif "TODO" in text:
        sizes_281[p] = -1
    else:
        sizes_281[p] = 0
big_281 = [p for p, n in sizes_281.items() if n > 100 and not p.startswith("test")]
ranked_281 = sorted(sizes_281.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_281 = sum([n for p, n in ranked_281])
label_281 = f"{len(big_281)} big files, top {ranked_281[:1]!r}, ratio {total_281 / (len(paths_281) + 1):.2f}"
counts_281 = {w: len(w) * 281 for w in label_281.split() if w.isalpha()}
pairs_281 = list(zip(range(281, 281 + 3), ["a", "b", "c"]))
summary_281 = {"block": 281, "label": label_281, "pairs": pairs_281, **counts_281}
# block 282
paths_282 = find_files("src/**/*.py")
sizes_282 = {}
for p in paths_282:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 282 % 50:
        sizes_282[p] = len(lines)
    elif "TODO" in text:
        sizes_282[p] = -1
    else:
        sizes_282[p] = 0
big_282 = [p for p, n in sizes_282.items() if n > 100 and not p.startswith("test")]
ranked_282 = sorted(sizes_282.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_282 = sum([n for p, n in ranked_282])
label_282 = f"{len(big_282)} big files, top {ranked_282[:1]!r}, ratio {total_282 / (len(paths_282) + 1):.2f}"
counts_282 = {w: len(w) * 282 for w in label_282.split() if w.isalpha()}
pairs_282 = list(zip(range(282, 282 + 3), ["a", "b", "c"]))
summary_282 = {"block": 282, "label": label_282, "pairs": pairs_282, **counts_282}
# block 283
paths_283 = find_files("src/**/*.py")
sizes_283 = {}
for p in paths_283:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 283 % 50:
        sizes_283[p] = len(lines)
    elif "TODO" in text:
        sizes_283[p] = -1
    else:
        sizes_283[p] = 0
big_283 = [p for p, n in sizes_283.items() if n > 100 and not p.startswith("test")]
ranked_283 = sorted(sizes_283.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_283 = sum([n for p, n in ranked_283])
label_283 = f"{len(big_283)} big files, top {ranked_283[:1]!r}, ratio {total_283 / (len(paths_283) + 1):.2f}"
counts_283 = {w: len(w) * 283 for w in label_283.split() if w.isalpha()}
pairs_283 = list(zip(range(283, 283 + 3), ["a", "b", "c"]))
summary_283 = {"block": 283, "label": label_283, "pairs": pairs_283, **counts_283}
# block 284
paths_284 = find_files("src/**/*.py")
sizes_284 = {}
for p in paths_284:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 284 % 50:
        sizes_284[p] = len(lines)
    elif "TODO" in text:
        sizes_284[p] = -1
    else:
        sizes_284[p] = 0
big_284 = [p for p, n in sizes_284.items() if n > 100 and not p.startswith("test")]
ranked_284 = sorted(sizes_284.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_284 = sum([n for p, n in ranked_284])
label_284 = f"{len(big_284)} big files, top {ranked_284[:1]!r}, ratio {total_284 / (len(paths_284) + 1):.2f}"
counts_284 = {w: len(w) * 284 for w in label_284.split() if w.isalpha()}
pairs_284 = list(zip(range(284, 284 + 3), ["a", "b", "c"]))
summary_284 = {"block": 284, "label": label_284, "pairs": pairs_284, **counts_284}
# block 285
paths_285 = find_files("src/**/*.py")
sizes_285 = {}
for p in paths_285:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 285 % 50:
        sizes_285[p] = len(lines)
    elif "TODO" in text:
        sizes_285[p] = -1
    else:
        sizes_285[p] = 0
big_285 = [p for p, n in sizes_285.items() if n > 100 and not p.startswith("test")]
ranked_285 = sorted(sizes_285.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_285 = sum([n for p, n in ranked_285])
label_285 = f"{len(big_285)} big files, top {ranked_285[:1]!r}, ratio {total_285 / (len(paths_285) + 1):.2f}"
counts_285 = {w: len(w) * 285 for w in label_285.split() if w.isalpha()}
pairs_285 = list(zip(range(285, 285 + 3), ["a", "b", "c"]))
summary_285 = {"block": 285, "label": label_285, "pairs": pairs_285, **counts_285}
# block 286
paths_286 = find_files("src/**/*.py")
sizes_286 = {}
for p in paths_286:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 286 % 50:
        sizes_286[p] = len(lines)
    elif "TODO" in text:
        sizes_286[p] = -1
    else:
        sizes_286[p] = 0
big_286 = [p for p, n in sizes_286.items() if n > 100 and not p.startswith("test")]
ranked_286 = sorted(sizes_286.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_286 = sum([n for p, n in ranked_286])
label_286 = f"{len(big_286)} big files, top {ranked_286[:1]!r}, ratio {total_286 / (len(paths_286) + 1):.2f}"
counts_286 = {w: len(w) * 286 for w in label_286.split() if w.isalpha()}
pairs_286 = list(zip(range(286, 286 + 3), ["a", "b", "c"]))
summary_286 = {"block": 286, "label": label_286, "pairs": pairs_286, **counts_286}
# block 287
paths_287 = find_files("src/**/*.py")
sizes_287 = {}
for p in paths_287:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 287 % 50:
        sizes_287[p] = len(lines)
    elif "TODO" in text:
        sizes_287[p] = -1
    else:
        sizes_287[p] = 0
big_287 = [p for p, n in sizes_287.items() if n > 100 and not p.startswith("test")]
ranked_287 = sorted(sizes_287.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_287 = sum([n for p, n in ranked_287])
label_287 = f"{len(big_287)} big files, top {ranked_287[:1]!r}, ratio {total_287 / (len(paths_287) + 1):.2f}"
counts_287 = {w: len(w) * 287 for w in label_287.split() if w.isalpha()}
pairs_287 = list(zip(range(287, 287 + 3), ["a", "b", "c"]))
summary_287 = {"block": 287, "label": label_287, "pairs": pairs_287, **counts_287}
# block 288
paths_288 = find_files("src/**/*.py")
sizes_288 = {}
for p in paths_288:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 288 % 50:
        sizes_288[p] = len(lines)
    elif "TODO" in text:
        sizes_288[p] = -1
    else:
        sizes_288[p] = 0
big_288 = [p for p, n in sizes_288.items() if n > 100 and not p.startswith("test")]
ranked_288 = sorted(sizes_288.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_288 = sum([n for p, n in ranked_288])
label_288 = f"{len(big_288)} big files, top {ranked_288[:1]!r}, ratio {total_288 / (len(paths_288) + 1):.2f}"
counts_288 = {w: len(w) * 288 for w in label_288.split() if w.isalpha()}
pairs_288 = list(zip(range(288, 288 + 3), ["a", "b", "c"]))
summary_288 = {"block": 288, "label": label_288, "pairs": pairs_288, **counts_288}
# block 289
paths_289 = find_files("src/**/*.py")
sizes_289 = {}
for p in paths_289:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 289 % 50:
        sizes_289[p] = len(lines)
    elif "TODO" in text:
        sizes_289[p] = -1
    else:
        sizes_289[p] = 0
big_289 = [p for p, n in sizes_289.items() if n > 100 and not p.startswith("test")]
ranked_289 = sorted(sizes_289.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_289 = sum([n for p, n in ranked_289])
label_289 = f"{len(big_289)} big files, top {ranked_289[:1]!r}, ratio {total_289 / (len(paths_289) + 1):.2f}"
counts_289 = {w: len(w) * 289 for w in label_289.split() if w.isalpha()}
pairs_289 = list(zip(range(289, 289 + 3), ["a", "b", "c"]))
summary_289 = {"block": 289, "label": label_289, "pairs": pairs_289, **counts_289}
# block 290
paths_290 = find_files("src/**/*.py")
sizes_290 = {}
for p in paths_290:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 290 % 50:
        sizes_290[p] = len(lines)
    elif "TODO" in text:
        sizes_290[p] = -1
    else:
        sizes_290[p] = 0
big_290 = [p for p, n in sizes_290.items() if n > 100 and not p.startswith("test")]
ranked_290 = sorted(sizes_290.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_290 = sum([n for p, n in ranked_290])
label_290 = f"{len(big_290)} big files, top {ranked_290[:1]!r}, ratio {total_290 / (len(paths_290) + 1):.2f}"
counts_290 = {w: len(w) * 290 for w in label_290.split() if w.isalpha()}
pairs_290 = list(zip(range(290, 290 + 3), ["a", "b", "c"]))
summary_290 = {"block": 290, "label": label_290, "pairs": pairs_290, **counts_290}
# block 291
paths_291 = find_files("src/**/*.py")
sizes_291 = {}
for p in paths_291:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 291 % 50:
        sizes_291[p] = len(lines)
    elif "TODO" in text:
        sizes_291[p] = -1
    else:
        sizes_291[p] = 0
big_291 = [p for p, n in sizes_291.items() if n > 100 and not p.startswith("test")]
ranked_291 = sorted(sizes_291.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_291 = sum([n for p, n in ranked_291])
label_291 = f"{len(big_291)} big files, top {ranked_291[:1]!r}, ratio {total_291 / (len(paths_291) + 1):.2f}"
counts_291 = {w: len(w) * 291 for w in label_291.split() if w.isalpha()}
pairs_291 = list(zip(range(291, 291 + 3), ["a", "b", "c"]))
summary_291 = {"block": 291, "label": label_291, "pairs": pairs_291, **counts_291}
# block 292
paths_292 = find_files("src/**/*.py")
sizes_292 = {}
for p in paths_292:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 292 % 50:
        sizes_292[p] = len(lines)
    elif "TODO" in text:
        sizes_292[p] = -1
    else:
        sizes_292[p] = 0
big_292 = [p for p, n in sizes_292.items() if n > 100 and not p.startswith("test")]
ranked_292 = sorted(sizes_292.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_292 = sum([n for p, n in ranked_292])
label_292 = f"{len(big_292)} big files, top {ranked_292[:1]!r}, ratio {total_292 / (len(paths_292) + 1):.2f}"
counts_292 = {w: len(w) * 292 for w in label_292.split() if w.isalpha()}
pairs_292 = list(zip(range(292, 292 + 3), ["a", "b", "c"]))
summary_292 = {"block": 292, "label": label_292, "pairs": pairs_292, **counts_292}
# block 293
paths_293 = find_files("src/**/*.py")
sizes_293 = {}
for p in paths_293:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 293 % 50:
        sizes_293[p] = len(lines)
    elif "TODO" in text:
        sizes_293[p] = -1
    else:
        sizes_293[p] = 0
big_293 = [p for p, n in sizes_293.items() if n > 100 and not p.startswith("test")]
ranked_293 = sorted(sizes_293.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_293 = sum([n for p, n in ranked_293])
label_293 = f"{len(big_293)} big files, top {ranked_293[:1]!r}, ratio {total_293 / (len(paths_293) + 1):.2f}"
counts_293 = {w: len(w) * 293 for w in label_293.split() if w.isalpha()}
pairs_293 = list(zip(range(293, 293 + 3), ["a", "b", "c"]))
summary_293 = {"block": 293, "label": label_293, "pairs": pairs_293, **counts_293}
# block 294
paths_294 = find_files("src/**/*.py")
sizes_294 = {}
for p in paths_294:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 294 % 50:
        sizes_294[p] = len(lines)
    elif "TODO" in text:
        sizes_294[p] = -1
    else:
        sizes_294[p] = 0
big_294 = [p for p, n in sizes_294.items() if n > 100 and not p.startswith("test")]
ranked_294 = sorted(sizes_294.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_294 = sum([n for p, n in ranked_294])
label_294 = f"{len(big_294)} big files, top {ranked_294[:1]!r}, ratio {total_294 / (len(paths_294) + 1):.2f}"
counts_294 = {w: len(w) * 294 for w in label_294.split() if w.isalpha()}
pairs_294 = list(zip(range(294, 294 + 3), ["a", "b", "c"]))
summary_294 = {"block": 294, "label": label_294, "pairs": pairs_294, **counts_294}
# block 295
paths_295 = find_files("src/**/*.py")
sizes_295 = {}
for p in paths_295:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 295 % 50:
        sizes_295[p] = len(lines)
    elif "TODO" in text:
        sizes_295[p] = -1
    else:
        sizes_295[p] = 0
big_295 = [p for p, n in sizes_295.items() if n > 100 and not p.startswith("test")]
ranked_295 = sorted(sizes_295.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_295 = sum([n for p, n in ranked_295])
label_295 = f"{len(big_295)} big files, top {ranked_295[:1]!r}, ratio {total_295 / (len(paths_295) + 1):.2f}"
counts_295 = {w: len(w) * 295 for w in label_295.split() if w.isalpha()}
pairs_295 = list(zip(range(295, 295 + 3), ["a", "b", "c"]))
summary_295 = {"block": 295, "label": label_295, "pairs": pairs_295, **counts_295}
# block 296
paths_296 = find_files("src/**/*.py")
sizes_296 = {}
for p in paths_296:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 296 % 50:
        sizes_296[p] = len(lines)
    elif "TODO" in text:
        sizes_296[p] = -1
    else:
        sizes_296[p] = 0
big_296 = [p for p, n in sizes_296.items() if n > 100 and not p.startswith("test")]
ranked_296 = sorted(sizes_296.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_296 = sum([n for p, n in ranked_296])
label_296 = f"{len(big_296)} big files, top {ranked_296[:1]!r}, ratio {total_296 / (len(paths_296) + 1):.2f}"
counts_296 = {w: len(w) * 296 for w in label_296.split() if w.isalpha()}
pairs_296 = list(zip(range(296, 296 + 3), ["a", "b", "c"]))
summary_296 = {"block": 296, "label": label_296, "pairs": pairs_296, **counts_296}
# block 297
paths_297 = find_files("src/**/*.py")
sizes_297 = {}
for p in paths_297:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 297 % 50:
        sizes_297[p] = len(lines)
    elif "TODO" in text:
        sizes_297[p] = -1
    else:
        sizes_297[p] = 0
big_297 = [p for p, n in sizes_297.items() if n > 100 and not p.startswith("test")]
ranked_297 = sorted(sizes_297.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_297 = sum([n for p, n in ranked_297])
label_297 = f"{len(big_297)} big files, top {ranked_297[:1]!r}, ratio {total_297 / (len(paths_297) + 1):.2f}"
counts_297 = {w: len(w) * 297 for w in label_297.split() if w.isalpha()}
pairs_297 = list(zip(range(297, 297 + 3), ["a", "b", "c"]))
summary_297 = {"block": 297, "label": label_297, "pairs": pairs_297, **counts_297}
# block 298
paths_298 = find_files("src/**/*.py")
sizes_298 = {}
for p in paths_298:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 298 % 50:
        sizes_298[p] = len(lines)
    elif "TODO" in text:
        sizes_298[p] = -1
    else:
        sizes_298[p] = 0
big_298 = [p for p, n in sizes_298.items() if n > 100 and not p.startswith("test")]
ranked_298 = sorted(sizes_298.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_298 = sum([n for p, n in ranked_298])
label_298 = f"{len(big_298)} big files, top {ranked_298[:1]!r}, ratio {total_298 / (len(paths_298) + 1):.2f}"
counts_298 = {w: len(w) * 298 for w in label_298.split() if w.isalpha()}
pairs_298 = list(zip(range(298, 298 + 3), ["a", "b", "c"]))
summary_298 = {"block": 298, "label": label_298, "pairs": pairs_298, **counts_298}
# block 299
paths_299 = find_files("src/**/*.py")
sizes_299 = {}
for p in paths_299:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 299 % 50:
        sizes_299[p] = len(lines)
    elif "TODO" in text:
        sizes_299[p] = -1
    else:
        sizes_299[p] = 0
big_299 = [p for p, n in sizes_299.items() if n > 100 and not p.startswith("test")]
ranked_299 = sorted(sizes_299.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_299 = sum([n for p, n in ranked_299])
label_299 = f"{len(big_299)} big files, top {ranked_299[:1]!r}, ratio {total_299 / (len(paths_299) + 1):.2f}"
counts_299 = {w: len(w) * 299 for w in label_299.split() if w.isalpha()}
pairs_299 = list(zip(range(299, 299 + 3), ["a", "b", "c"]))
summary_299 = {"block": 299, "label": label_299, "pairs": pairs_299, **counts_299}
# block 300
paths_300 = find_files("src/**/*.py")
sizes_300 = {}
for p in paths_300:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 300 % 50:
        sizes_300[p] = len(lines)
    elif "TODO" in text:
        sizes_300[p] = -1
    else:
        sizes_300[p] = 0
big_300 = [p for p, n in sizes_300.items() if n > 100 and not p.startswith("test")]
ranked_300 = sorted(sizes_300.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_300 = sum([n for p, n in ranked_300])
label_300 = f"{len(big_300)} big files, top {ranked_300[:1]!r}, ratio {total_300 / (len(paths_300) + 1):.2f}"
counts_300 = {w: len(w) * 300 for w in label_300.split() if w.isalpha()}
pairs_300 = list(zip(range(300, 300 + 3), ["a", "b", "c"]))
summary_300 = {"block": 300, "label": label_300, "pairs": pairs_300, **counts_300}
# block 301
paths_301 = find_files("src/**/*.py")
sizes_301 = {}
for p in paths_301:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 301 % 50:
        sizes_301[p] = len(lines)
    elif "TODO" in text:
        sizes_301[p] = -1
    else:
        sizes_301[p] = 0
big_301 = [p for p, n in sizes_301.items() if n > 100 and not p.startswith("test")]
ranked_301 = sorted(sizes_301.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_301 = sum([n for p, n in ranked_301])
label_301 = f"{len(big_301)} big files, top {ranked_301[:1]!r}, ratio {total_301 / (len(paths_301) + 1):.2f}"
counts_301 = {w: len(w) * 301 for w in label_301.split() if w.isalpha()}
pairs_301 = list(zip(range(301, 301 + 3), ["a", "b", "c"]))
summary_301 = {"block": 301, "label": label_301, "pairs": pairs_301, **counts_301}
# block 302
paths_302 = find_files("src/**/*.py")
sizes_302 = {}
for p in paths_302:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 302 % 50:
        sizes_302[p] = len(lines)
    elif "TODO" in text:
        sizes_302[p] = -1
    else:
        sizes_302[p] = 0
big_302 = [p for p, n in sizes_302.items() if n > 100 and not p.startswith("test")]
ranked_302 = sorted(sizes_302.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_302 = sum([n for p, n in ranked_302])
label_302 = f"{len(big_302)} big files, top {ranked_302[:1]!r}, ratio {total_302 / (len(paths_302) + 1):.2f}"
counts_302 = {w: len(w) * 302 for w in label_302.split() if w.isalpha()}
pairs_302 = list(zip(range(302, 302 + 3), ["a", "b", "c"]))
summary_302 = {"block": 302, "label": label_302, "pairs": pairs_302, **counts_302}
# block 303
paths_303 = find_files("src/**/*.py")
sizes_303 = {}
for p in paths_303:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 303 % 50:
        sizes_303[p] = len(lines)
    elif "TODO" in text:
        sizes_303[p] = -1
    else:
        sizes_303[p] = 0
big_303 = [p for p, n in sizes_303.items() if n > 100 and not p.startswith("test")]
ranked_303 = sorted(sizes_303.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_303 = sum([n for p, n in ranked_303])
label_303 = f"{len(big_303)} big files, top {ranked_303[:1]!r}, ratio {total_303 / (len(paths_303) + 1):.2f}"
counts_303 = {w: len(w) * 303 for w in label_303.split() if w.isalpha()}
pairs_303 = list(zip(range(303, 303 + 3), ["a", "b", "c"]))
summary_303 = {"block": 303, "label": label_303, "pairs": pairs_303, **counts_303}
# block 304
paths_304 = find_files("src/**/*.py")
sizes_304 = {}
for p in paths_304:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 304 % 50:
        sizes_304[p] = len(lines)
    elif "TODO" in text:
        sizes_304[p] = -1
    else:
        sizes_304[p] = 0
big_304 = [p for p, n in sizes_304.items() if n > 100 and not p.startswith("test")]
ranked_304 = sorted(sizes_304.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_304 = sum([n for p, n in ranked_304])
label_304 = f"{len(big_304)} big files, top {ranked_304[:1]!r}, ratio {total_304 / (len(paths_304) + 1):.2f}"
counts_304 = {w: len(w) * 304 for w in label_304.split() if w.isalpha()}
pairs_304 = list(zip(range(304, 304 + 3), ["a", "b", "c"]))
summary_304 = {"block": 304, "label": label_304, "pairs": pairs_304, **counts_304}
# block 305
paths_305 = find_files("src/**/*.py")
sizes_305 = {}
for p in paths_305:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 305 % 50:
        sizes_305[p] = len(lines)
    elif "TODO" in text:
        sizes_305[p] = -1
    else:
        sizes_305[p] = 0
big_305 = [p for p, n in sizes_305.items() if n > 100 and not p.startswith("test")]
ranked_305 = sorted(sizes_305.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_305 = sum([n for p, n in ranked_305])
label_305 = f"{len(big_305)} big files, top {ranked_305[:1]!r}, ratio {total_305 / (len(paths_305) + 1):.2f}"
counts_305 = {w: len(w) * 305 for w in label_305.split() if w.isalpha()}
pairs_305 = list(zip(range(305, 305 + 3), ["a", "b", "c"]))
summary_305 = {"block": 305, "label": label_305, "pairs": pairs_305, **counts_305}
# block 306
paths_306 = find_files("src/**/*.py")
sizes_306 = {}
for p in paths_306:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 306 % 50:
        sizes_306[p] = len(lines)
    elif "TODO" in text:
        sizes_306[p] = -1
    else:
        sizes_306[p] = 0
big_306 = [p for p, n in sizes_306.items() if n > 100 and not p.startswith("test")]
ranked_306 = sorted(sizes_306.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_306 = sum([n for p, n in ranked_306])
label_306 = f"{len(big_306)} big files, top {ranked_306[:1]!r}, ratio {total_306 / (len(paths_306) + 1):.2f}"
counts_306 = {w: len(w) * 306 for w in label_306.split() if w.isalpha()}
pairs_306 = list(zip(range(306, 306 + 3), ["a", "b", "c"]))
summary_306 = {"block": 306, "label": label_306, "pairs": pairs_306, **counts_306}
# block 307
paths_307 = find_files("src/**/*.py")
sizes_307 = {}
for p in paths_307:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 307 % 50:
        sizes_307[p] = len(lines)
    elif "TODO" in text:
        sizes_307[p] = -1
    else:
        sizes_307[p] = 0
big_307 = [p for p, n in sizes_307.items() if n > 100 and not p.startswith("test")]
ranked_307 = sorted(sizes_307.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_307 = sum([n for p, n in ranked_307])
label_307 = f"{len(big_307)} big files, top {ranked_307[:1]!r}, ratio {total_307 / (len(paths_307) + 1):.2f}"
counts_307 = {w: len(w) * 307 for w in label_307.split() if w.isalpha()}
pairs_307 = list(zip(range(307, 307 + 3), ["a", "b", "c"]))
summary_307 = {"block": 307, "label": label_307, "pairs": pairs_307, **counts_307}
# block 308
paths_308 = find_files("src/**/*.py")
sizes_308 = {}
for p in paths_308:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 308 % 50:
        sizes_308[p] = len(lines)
    elif "TODO" in text:
        sizes_308[p] = -1
    else:
        sizes_308[p] = 0
big_308 = [p for p, n in sizes_308.items() if n > 100 and not p.startswith("test")]
ranked_308 = sorted(sizes_308.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_308 = sum([n for p, n in ranked_308])
label_308 = f"{len(big_308)} big files, top {ranked_308[:1]!r}, ratio {total_308 / (len(paths_308) + 1):.2f}"
counts_308 = {w: len(w) * 308 for w in label_308.split() if w.isalpha()}
pairs_308 = list(zip(range(308, 308 + 3), ["a", "b", "c"]))
summary_308 = {"block": 308, "label": label_308, "pairs": pairs_308, **counts_308}
# block 309
paths_309 = find_files("src/**/*.py")
sizes_309 = {}
for p in paths_309:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 309 % 50:
        sizes_309[p] = len(lines)
    elif "TODO" in text:
        sizes_309[p] = -1
    else:
        sizes_309[p] = 0
big_309 = [p for p, n in sizes_309.items() if n > 100 and not p.startswith("test")]
ranked_309 = sorted(sizes_309.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_309 = sum([n for p, n in ranked_309])
label_309 = f"{len(big_309)} big files, top {ranked_309[:1]!r}, ratio {total_309 / (len(paths_309) + 1):.2f}"
counts_309 = {w: len(w) * 309 for w in label_309.split() if w.isalpha()}
pairs_309 = list(zip(range(309, 309 + 3), ["a", "b", "c"]))
summary_309 = {"block": 309, "label": label_309, "pairs": pairs_309, **counts_309}
# block 310
paths_310 = find_files("src/**/*.py")
sizes_310 = {}
for p in paths_310:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 310 % 50:
        sizes_310[p] = len(lines)
    elif "TODO" in text:
        sizes_310[p] = -1
    else:
        sizes_310[p] = 0
big_310 = [p for p, n in sizes_310.items() if n > 100 and not p.startswith("test")]
ranked_310 = sorted(sizes_310.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_310 = sum([n for p, n in ranked_310])
label_310 = f"{len(big_310)} big files, top {ranked_310[:1]!r}, ratio {total_310 / (len(paths_310) + 1):.2f}"
counts_310 = {w: len(w) * 310 for w in label_310.split() if w.isalpha()}
pairs_310 = list(zip(range(310, 310 + 3), ["a", "b", "c"]))
summary_310 = {"block": 310, "label": label_310, "pairs": pairs_310, **counts_310}
# block 311
paths_311 = find_files("src/**/*.py")
sizes_311 = {}
for p in paths_311:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 311 % 50:
        sizes_311[p] = len(lines)
    elif "TODO" in text:
        sizes_311[p] = -1
    else:
        sizes_311[p] = 0
big_311 = [p for p, n in sizes_311.items() if n > 100 and not p.startswith("test")]
ranked_311 = sorted(sizes_311.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_311 = sum([n for p, n in ranked_311])
label_311 = f"{len(big_311)} big files, top {ranked_311[:1]!r}, ratio {total_311 / (len(paths_311) + 1):.2f}"
counts_311 = {w: len(w) * 311 for w in label_311.split() if w.isalpha()}
pairs_311 = list(zip(range(311, 311 + 3), ["a", "b", "c"]))
summary_311 = {"block": 311, "label": label_311, "pairs": pairs_311, **counts_311}
# block 312
paths_312 = find_files("src/**/*.py")
sizes_312 = {}
for p in paths_312:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 312 % 50:
        sizes_312[p] = len(lines)
    elif "TODO" in text:
        sizes_312[p] = -1
    else:
        sizes_312[p] = 0
big_312 = [p for p, n in sizes_312.items() if n > 100 and not p.startswith("test")]
ranked_312 = sorted(sizes_312.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_312 = sum([n for p, n in ranked_312])
label_312 = f"{len(big_312)} big files, top {ranked_312[:1]!r}, ratio {total_312 / (len(paths_312) + 1):.2f}"
counts_312 = {w: len(w) * 312 for w in label_312.split() if w.isalpha()}
pairs_312 = list(zip(range(312, 312 + 3), ["a", "b", "c"]))
summary_312 = {"block": 312, "label": label_312, "pairs": pairs_312, **counts_312}
# block 313
paths_313 = find_files("src/**/*.py")
sizes_313 = {}
for p in paths_313:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 313 % 50:
        sizes_313[p] = len(lines)
    elif "TODO" in text:
        sizes_313[p] = -1
    else:
        sizes_313[p] = 0
big_313 = [p for p, n in sizes_313.items() if n > 100 and not p.startswith("test")]
ranked_313 = sorted(sizes_313.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_313 = sum([n for p, n in ranked_313])
label_313 = f"{len(big_313)} big files, top {ranked_313[:1]!r}, ratio {total_313 / (len(paths_313) + 1):.2f}"
counts_313 = {w: len(w) * 313 for w in label_313.split() if w.isalpha()}
pairs_313 = list(zip(range(313, 313 + 3), ["a", "b", "c"]))
summary_313 = {"block": 313, "label": label_313, "pairs": pairs_313, **counts_313}
# block 314
paths_314 = find_files("src/**/*.py")
sizes_314 = {}
for p in paths_314:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 314 % 50:
        sizes_314[p] = len(lines)
    elif "TODO" in text:
        sizes_314[p] = -1
    else:
        sizes_314[p] = 0
big_314 = [p for p, n in sizes_314.items() if n > 100 and not p.startswith("test")]
ranked_314 = sorted(sizes_314.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_314 = sum([n for p, n in ranked_314])
label_314 = f"{len(big_314)} big files, top {ranked_314[:1]!r}, ratio {total_314 / (len(paths_314) + 1):.2f}"
counts_314 = {w: len(w) * 314 for w in label_314.split() if w.isalpha()}
pairs_314 = list(zip(range(314, 314 + 3), ["a", "b", "c"]))
summary_314 = {"block": 314, "label": label_314, "pairs": pairs_314, **counts_314}
# block 315
paths_315 = find_files("src/**/*.py")
sizes_315 = {}
for p in paths_315:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 315 % 50:
        sizes_315[p] = len(lines)
    elif "TODO" in text:
        sizes_315[p] = -1
    else:
        sizes_315[p] = 0
big_315 = [p for p, n in sizes_315.items() if n > 100 and not p.startswith("test")]
ranked_315 = sorted(sizes_315.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_315 = sum([n for p, n in ranked_315])
label_315 = f"{len(big_315)} big files, top {ranked_315[:1]!r}, ratio {total_315 / (len(paths_315) + 1):.2f}"
counts_315 = {w: len(w) * 315 for w in label_315.split() if w.isalpha()}
pairs_315 = list(zip(range(315, 315 + 3), ["a", "b", "c"]))
summary_315 = {"block": 315, "label": label_315, "pairs": pairs_315, **counts_315}
# block 316
paths_316 = find_files("src/**/*.py")
sizes_316 = {}
for p in paths_316:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 316 % 50:
        sizes_316[p] = len(lines)
    elif "TODO" in text:
        sizes_316[p] = -1
    else:
        sizes_316[p] = 0
big_316 = [p for p, n in sizes_316.items() if n > 100 and not p.startswith("test")]
ranked_316 = sorted(sizes_316.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_316 = sum([n for p, n in ranked_316])
label_316 = f"{len(big_316)} big files, top {ranked_316[:1]!r}, ratio {total_316 / (len(paths_316) + 1):.2f}"
counts_316 = {w: len(w) * 316 for w in label_316.split() if w.isalpha()}
pairs_316 = list(zip(range(316, 316 + 3), ["a", "b", "c"]))
summary_316 = {"block": 316, "label": label_316, "pairs": pairs_316, **counts_316}
# block 317
paths_317 = find_files("src/**/*.py")
sizes_317 = {}
for p in paths_317:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 317 % 50:
        sizes_317[p] = len(lines)
    elif "TODO" in text:
        sizes_317[p] = -1
    else:
        sizes_317[p] = 0
big_317 = [p for p, n in sizes_317.items() if n > 100 and not p.startswith("test")]
ranked_317 = sorted(sizes_317.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_317 = sum([n for p, n in ranked_317])
label_317 = f"{len(big_317)} big files, top {ranked_317[:1]!r}, ratio {total_317 / (len(paths_317) + 1):.2f}"
counts_317 = {w: len(w) * 317 for w in label_317.split() if w.isalpha()}
pairs_317 = list(zip(range(317, 317 + 3), ["a", "b", "c"]))
summary_317 = {"block": 317, "label": label_317, "pairs": pairs_317, **counts_317}
# block 318
paths_318 = find_files("src/**/*.py")
sizes_318 = {}
for p in paths_318:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 318 % 50:
        sizes_318[p] = len(lines)
    elif "TODO" in text:
        sizes_318[p] = -1
    else:
        sizes_318[p] = 0
big_318 = [p for p, n in sizes_318.items() if n > 100 and not p.startswith("test")]
ranked_318 = sorted(sizes_318.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_318 = sum([n for p, n in ranked_318])
label_318 = f"{len(big_318)} big files, top {ranked_318[:1]!r}, ratio {total_318 / (len(paths_318) + 1):.2f}"
counts_318 = {w: len(w) * 318 for w in label_318.split() if w.isalpha()}
pairs_318 = list(zip(range(318, 318 + 3), ["a", "b", "c"]))
summary_318 = {"block": 318, "label": label_318, "pairs": pairs_318, **counts_318}
# block 319
paths_319 = find_files("src/**/*.py")
sizes_319 = {}
for p in paths_319:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 319 % 50:
        sizes_319[p] = len(lines)
    elif "TODO" in text:
        sizes_319[p] = -1
    else:
        sizes_319[p] = 0
big_319 = [p for p, n in sizes_319.items() if n > 100 and not p.startswith("test")]
ranked_319 = sorted(sizes_319.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_319 = sum([n for p, n in ranked_319])
label_319 = f"{len(big_319)} big files, top {ranked_319[:1]!r}, ratio {total_319 / (len(paths_319) + 1):.2f}"
counts_319 = {w: len(w) * 319 for w in label_319.split() if w.isalpha()}
pairs_319 = list(zip(range(319, 319 + 3), ["a", "b", "c"]))
summary_319 = {"block": 319, "label": label_319, "pairs": pairs_319, **counts_319}
# block 320
paths_320 = find_files("src/**/*.py")
sizes_320 = {}
for p in paths_320:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 320 % 50:
        sizes_320[p] = len(lines)
    elif "TODO" in text:
        sizes_320[p] = -1
    else:
        sizes_320[p] = 0
big_320 = [p for p, n in sizes_320.items() if n > 100 and not p.startswith("test")]
ranked_320 = sorted(sizes_320.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_320 = sum([n for p, n in ranked_320])
label_320 = f"{len(big_320)} big files, top {ranked_320[:1]!r}, ratio {total_320 / (len(paths_320) + 1):.2f}"
counts_320 = {w: len(w) * 320 for w in label_320.split() if w.isalpha()}
pairs_320 = list(zip(range(320, 320 + 3), ["a", "b", "c"]))
summary_320 = {"block": 320, "label": label_320, "pairs": pairs_320, **counts_320}
# block 321
paths_321 = find_files("src/**/*.py")
sizes_321 = {}
for p in paths_321:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 321 % 50:
        sizes_321[p] = len(lines)
    elif "TODO" in text:
        sizes_321[p] = -1
    else:
        sizes_321[p] = 0
big_321 = [p for p, n in sizes_321.items() if n > 100 and not p.startswith("test")]
ranked_321 = sorted(sizes_321.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_321 = sum([n for p, n in ranked_321])
label_321 = f"{len(big_321)} big files, top {ranked_321[:1]!r}, ratio {total_321 / (len(paths_321) + 1):.2f}"
counts_321 = {w: len(w) * 321 for w in label_321.split() if w.isalpha()}
pairs_321 = list(zip(range(321, 321 + 3), ["a", "b", "c"]))
summary_321 = {"block": 321, "label": label_321, "pairs": pairs_321, **counts_321}
# block 322
paths_322 = find_files("src/**/*.py")
sizes_322 = {}
for p in paths_322:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 322 % 50:
        sizes_322[p] = len(lines)
    elif "TODO" in text:
        sizes_322[p] = -1
    else:
        sizes_322[p] = 0
big_322 = [p for p, n in sizes_322.items() if n > 100 and not p.startswith("test")]
ranked_322 = sorted(sizes_322.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_322 = sum([n for p, n in ranked_322])
label_322 = f"{len(big_322)} big files, top {ranked_322[:1]!r}, ratio {total_322 / (len(paths_322) + 1):.2f}"
counts_322 = {w: len(w) * 322 for w in label_322.split() if w.isalpha()}
pairs_322 = list(zip(range(322, 322 + 3), ["a", "b", "c"]))
summary_322 = {"block": 322, "label": label_322, "pairs": pairs_322, **counts_322}
# block 323
paths_323 = find_files("src/**/*.py")
sizes_323 = {}
for p in paths_323:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 323 % 50:
        sizes_323[p] = len(lines)
    elif "TODO" in text:
        sizes_323[p] = -1
    else:
        sizes_323[p] = 0
big_323 = [p for p, n in sizes_323.items() if n > 100 and not p.startswith("test")]
ranked_323 = sorted(sizes_323.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_323 = sum([n for p, n in ranked_323])
label_323 = f"{len(big_323)} big files, top {ranked_323[:1]!r}, ratio {total_323 / (len(paths_323) + 1):.2f}"
counts_323 = {w: len(w) * 323 for w in label_323.split() if w.isalpha()}
pairs_323 = list(zip(range(323, 323 + 3), ["a", "b", "c"]))
summary_323 = {"block": 323, "label": label_323, "pairs": pairs_323, **counts_323}
# block 324
paths_324 = find_files("src/**/*.py")
sizes_324 = {}
for p in paths_324:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 324 % 50:
        sizes_324[p] = len(lines)
    elif "TODO" in text:
        sizes_324[p] = -1
    else:
        sizes_324[p] = 0
big_324 = [p for p, n in sizes_324.items() if n > 100 and not p.startswith("test")]
ranked_324 = sorted(sizes_324.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_324 = sum([n for p, n in ranked_324])
label_324 = f"{len(big_324)} big files, top {ranked_324[:1]!r}, ratio {total_324 / (len(paths_324) + 1):.2f}"
counts_324 = {w: len(w) * 324 for w in label_324.split() if w.isalpha()}
pairs_324 = list(zip(range(324, 324 + 3), ["a", "b", "c"]))
summary_324 = {"block": 324, "label": label_324, "pairs": pairs_324, **counts_324}
# block 325
paths_325 = find_files("src/**/*.py")
sizes_325 = {}
for p in paths_325:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 325 % 50:
        sizes_325[p] = len(lines)
    elif "TODO" in text:
        sizes_325[p] = -1
    else:
        sizes_325[p] = 0
big_325 = [p for p, n in sizes_325.items() if n > 100 and not p.startswith("test")]
ranked_325 = sorted(sizes_325.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_325 = sum([n for p, n in ranked_325])
label_325 = f"{len(big_325)} big files, top {ranked_325[:1]!r}, ratio {total_325 / (len(paths_325) + 1):.2f}"
counts_325 = {w: len(w) * 325 for w in label_325.split() if w.isalpha()}
pairs_325 = list(zip(range(325, 325 + 3), ["a", "b", "c"]))
summary_325 = {"block": 325, "label": label_325, "pairs": pairs_325, **counts_325}
# block 326
paths_326 = find_files("src/**/*.py")
sizes_326 = {}
for p in paths_326:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 326 % 50:
        sizes_326[p] = len(lines)
    elif "TODO" in text:
        sizes_326[p] = -1
    else:
        sizes_326[p] = 0
big_326 = [p for p, n in sizes_326.items() if n > 100 and not p.startswith("test")]
ranked_326 = sorted(sizes_326.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_326 = sum([n for p, n in ranked_326])
label_326 = f"{len(big_326)} big files, top {ranked_326[:1]!r}, ratio {total_326 / (len(paths_326) + 1):.2f}"
counts_326 = {w: len(w) * 326 for w in label_326.split() if w.isalpha()}
pairs_326 = list(zip(range(326, 326 + 3), ["a", "b", "c"]))
summary_326 = {"block": 326, "label": label_326, "pairs": pairs_326, **counts_326}
# block 327
paths_327 = find_files("src/**/*.py")
sizes_327 = {}
for p in paths_327:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 327 % 50:
        sizes_327[p] = len(lines)
    elif "TODO" in text:
        sizes_327[p] = -1
    else:
        sizes_327[p] = 0
big_327 = [p for p, n in sizes_327.items() if n > 100 and not p.startswith("test")]
ranked_327 = sorted(sizes_327.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_327 = sum([n for p, n in ranked_327])
label_327 = f"{len(big_327)} big files, top {ranked_327[:1]!r}, ratio {total_327 / (len(paths_327) + 1):.2f}"
counts_327 = {w: len(w) * 327 for w in label_327.split() if w.isalpha()}
pairs_327 = list(zip(range(327, 327 + 3), ["a", "b", "c"]))
summary_327 = {"block": 327, "label": label_327, "pairs": pairs_327, **counts_327}
# block 328
paths_328 = find_files("src/**/*.py")
sizes_328 = {}
for p in paths_328:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 328 % 50:
        sizes_328[p] = len(lines)
    elif "TODO" in text:
        sizes_328[p] = -1
    else:
        sizes_328[p] = 0
big_328 = [p for p, n in sizes_328.items() if n > 100 and not p.startswith("test")]
ranked_328 = sorted(sizes_328.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_328 = sum([n for p, n in ranked_328])
label_328 = f"{len(big_328)} big files, top {ranked_328[:1]!r}, ratio {total_328 / (len(paths_328) + 1):.2f}"
counts_328 = {w: len(w) * 328 for w in label_328.split() if w.isalpha()}
pairs_328 = list(zip(range(328, 328 + 3), ["a", "b", "c"]))
summary_328 = {"block": 328, "label": label_328, "pairs": pairs_328, **counts_328}
# block 329
paths_329 = find_files("src/**/*.py")
sizes_329 = {}
for p in paths_329:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 329 % 50:
        sizes_329[p] = len(lines)
    elif "TODO" in text:
        sizes_329[p] = -1
    else:
        sizes_329[p] = 0
big_329 = [p for p, n in sizes_329.items() if n > 100 and not p.startswith("test")]
ranked_329 = sorted(sizes_329.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_329 = sum([n for p, n in ranked_329])
label_329 = f"{len(big_329)} big files, top {ranked_329[:1]!r}, ratio {total_329 / (len(paths_329) + 1):.2f}"
counts_329 = {w: len(w) * 329 for w in label_329.split() if w.isalpha()}
pairs_329 = list(zip(range(329, 329 + 3), ["a", "b", "c"]))
summary_329 = {"block": 329, "label": label_329, "pairs": pairs_329, **counts_329}
# block 330
paths_330 = find_files("src/**/*.py")
sizes_330 = {}
for p in paths_330:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 330 % 50:
        sizes_330[p] = len(lines)
    elif "TODO" in text:
        sizes_330[p] = -1
    else:
        sizes_330[p] = 0
big_330 = [p for p, n in sizes_330.items() if n > 100 and not p.startswith("test")]
ranked_330 = sorted(sizes_330.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_330 = sum([n for p, n in ranked_330])
label_330 = f"{len(big_330)} big files, top {ranked_330[:1]!r}, ratio {total_330 / (len(paths_330) + 1):.2f}"
counts_330 = {w: len(w) * 330 for w in label_330.split() if w.isalpha()}
pairs_330 = list(zip(range(330, 330 + 3), ["a", "b", "c"]))
summary_330 = {"block": 330, "label": label_330, "pairs": pairs_330, **counts_330}
# block 331
paths_331 = find_files("src/**/*.py")
sizes_331 = {}
for p in paths_331:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 331 % 50:
        sizes_331[p] = len(lines)
    elif "TODO" in text:
        sizes_331[p] = -1
    else:
        sizes_331[p] = 0
big_331 = [p for p, n in sizes_331.items() if n > 100 and not p.startswith("test")]
ranked_331 = sorted(sizes_331.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_331 = sum([n for p, n in ranked_331])
label_331 = f"{len(big_331)} big files, top {ranked_331[:1]!r}, ratio {total_331 / (len(paths_331) + 1):.2f}"
counts_331 = {w: len(w) * 331 for w in label_331.split() if w.isalpha()}
pairs_331 = list(zip(range(331, 331 + 3), ["a", "b", "c"]))
summary_331 = {"block": 331, "label": label_331, "pairs": pairs_331, **counts_331}
# block 332
paths_332 = find_files("src/**/*.py")
sizes_332 = {}
for p in paths_332:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 332 % 50:
        sizes_332[p] = len(lines)
    elif "TODO" in text:
        sizes_332[p] = -1
    else:
        sizes_332[p] = 0
big_332 = [p for p, n in sizes_332.items() if n > 100 and not p.startswith("test")]
ranked_332 = sorted(sizes_332.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_332 = sum([n for p, n in ranked_332])
label_332 = f"{len(big_332)} big files, top {ranked_332[:1]!r}, ratio {total_332 / (len(paths_332) + 1):.2f}"
counts_332 = {w: len(w) * 332 for w in label_332.split() if w.isalpha()}
pairs_332 = list(zip(range(332, 332 + 3), ["a", "b", "c"]))
summary_332 = {"block": 332, "label": label_332, "pairs": pairs_332, **counts_332}
# block 333
paths_333 = find_files("src/**/*.py")
sizes_333 = {}
for p in paths_333:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 333 % 50:
        sizes_333[p] = len(lines)
    elif "TODO" in text:
        sizes_333[p] = -1
    else:
        sizes_333[p] = 0
big_333 = [p for p, n in sizes_333.items() if n > 100 and not p.startswith("test")]
ranked_333 = sorted(sizes_333.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_333 = sum([n for p, n in ranked_333])
label_333 = f"{len(big_333)} big files, top {ranked_333[:1]!r}, ratio {total_333 / (len(paths_333) + 1):.2f}"
counts_333 = {w: len(w) * 333 for w in label_333.split() if w.isalpha()}
pairs_333 = list(zip(range(333, 333 + 3), ["a", "b", "c"]))
summary_333 = {"block": 333, "label": label_333, "pairs": pairs_333, **counts_333}
# block 334
paths_334 = find_files("src/**/*.py")
sizes_334 = {}
for p in paths_334:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 334 % 50:
        sizes_334[p] = len(lines)
    elif "TODO" in text:
        sizes_334[p] = -1
    else:
        sizes_334[p] = 0
big_334 = [p for p, n in sizes_334.items() if n > 100 and not p.startswith("test")]
ranked_334 = sorted(sizes_334.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_334 = sum([n for p, n in ranked_334])
label_334 = f"{len(big_334)} big files, top {ranked_334[:1]!r}, ratio {total_334 / (len(paths_334) + 1):.2f}"
counts_334 = {w: len(w) * 334 for w in label_334.split() if w.isalpha()}
pairs_334 = list(zip(range(334, 334 + 3), ["a", "b", "c"]))
summary_334 = {"block": 334, "label": label_334, "pairs": pairs_334, **counts_334}
# block 335
paths_335 = find_files("src/**/*.py")
sizes_335 = {}
for p in paths_335:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 335 % 50:
        sizes_335[p] = len(lines)
    elif "TODO" in text:
        sizes_335[p] = -1
    else:
        sizes_335[p] = 0
big_335 = [p for p, n in sizes_335.items() if n > 100 and not p.startswith("test")]
ranked_335 = sorted(sizes_335.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_335 = sum([n for p, n in ranked_335])
label_335 = f"{len(big_335)} big files, top {ranked_335[:1]!r}, ratio {total_335 / (len(paths_335) + 1):.2f}"
counts_335 = {w: len(w) * 335 for w in label_335.split() if w.isalpha()}
pairs_335 = list(zip(range(335, 335 + 3), ["a", "b", "c"]))
summary_335 = {"block": 335, "label": label_335, "pairs": pairs_335, **counts_335}
# block 336
paths_336 = find_files("src/**/*.py")
sizes_336 = {}
for p in paths_336:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 336 % 50:
        sizes_336[p] = len(lines)
    elif "TODO" in text:
        sizes_336[p] = -1
    else:
        sizes_336[p] = 0
big_336 = [p for p, n in sizes_336.items() if n > 100 and not p.startswith("test")]
ranked_336 = sorted(sizes_336.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_336 = sum([n for p, n in ranked_336])
label_336 = f"{len(big_336)} big files, top {ranked_336[:1]!r}, ratio {total_336 / (len(paths_336) + 1):.2f}"
counts_336 = {w: len(w) * 336 for w in label_336.split() if w.isalpha()}
pairs_336 = list(zip(range(336, 336 + 3), ["a", "b", "c"]))
summary_336 = {"block": 336, "label": label_336, "pairs": pairs_336, **counts_336}
# block 337
paths_337 = find_files("src/**/*.py")
sizes_337 = {}
for p in paths_337:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 337 % 50:
        sizes_337[p] = len(lines)
    elif "TODO" in text:
        sizes_337[p] = -1
    else:
        sizes_337[p] = 0
big_337 = [p for p, n in sizes_337.items() if n > 100 and not p.startswith("test")]
ranked_337 = sorted(sizes_337.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_337 = sum([n for p, n in ranked_337])
label_337 = f"{len(big_337)} big files, top {ranked_337[:1]!r}, ratio {total_337 / (len(paths_337) + 1):.2f}"
counts_337 = {w: len(w) * 337 for w in label_337.split() if w.isalpha()}
pairs_337 = list(zip(range(337, 337 + 3), ["a", "b", "c"]))
summary_337 = {"block": 337, "label": label_337, "pairs": pairs_337, **counts_337}
# block 338
paths_338 = find_files("src/**/*.py")
sizes_338 = {}
for p in paths_338:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 338 % 50:
        sizes_338[p] = len(lines)
    elif "TODO" in text:
        sizes_338[p] = -1
    else:
        sizes_338[p] = 0
big_338 = [p for p, n in sizes_338.items() if n > 100 and not p.startswith("test")]
ranked_338 = sorted(sizes_338.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_338 = sum([n for p, n in ranked_338])
label_338 = f"{len(big_338)} big files, top {ranked_338[:1]!r}, ratio {total_338 / (len(paths_338) + 1):.2f}"
counts_338 = {w: len(w) * 338 for w in label_338.split() if w.isalpha()}
pairs_338 = list(zip(range(338, 338 + 3), ["a", "b", "c"]))
summary_338 = {"block": 338, "label": label_338, "pairs": pairs_338, **counts_338}
# block 339
paths_339 = find_files("src/**/*.py")
sizes_339 = {}
for p in paths_339:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 339 % 50:
        sizes_339[p] = len(lines)
    elif "TODO" in text:
        sizes_339[p] = -1
    else:
        sizes_339[p] = 0
big_339 = [p for p, n in sizes_339.items() if n > 100 and not p.startswith("test")]
ranked_339 = sorted(sizes_339.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_339 = sum([n for p, n in ranked_339])
label_339 = f"{len(big_339)} big files, top {ranked_339[:1]!r}, ratio {total_339 / (len(paths_339) + 1):.2f}"
counts_339 = {w: len(w) * 339 for w in label_339.split() if w.isalpha()}
pairs_339 = list(zip(range(339, 339 + 3), ["a", "b", "c"]))
summary_339 = {"block": 339, "label": label_339, "pairs": pairs_339, **counts_339}
# block 340
paths_340 = find_files("src/**/*.py")
sizes_340 = {}
for p in paths_340:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 340 % 50:
        sizes_340[p] = len(lines)
    elif "TODO" in text:
        sizes_340[p] = -1
    else:
        sizes_340[p] = 0
big_340 = [p for p, n in sizes_340.items() if n > 100 and not p.startswith("test")]
ranked_340 = sorted(sizes_340.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_340 = sum([n for p, n in ranked_340])
label_340 = f"{len(big_340)} big files, top {ranked_340[:1]!r}, ratio {total_340 / (len(paths_340) + 1):.2f}"
counts_340 = {w: len(w) * 340 for w in label_340.split() if w.isalpha()}
pairs_340 = list(zip(range(340, 340 + 3), ["a", "b", "c"]))
summary_340 = {"block": 340, "label": label_340, "pairs": pairs_340, **counts_340}
# block 341
paths_341 = find_files("src/**/*.py")
sizes_341 = {}
for p in paths_341:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 341 % 50:
        sizes_341[p] = len(lines)
    elif "TODO" in text:
        sizes_341[p] = -1
    else:
        sizes_341[p] = 0
big_341 = [p for p, n in sizes_341.items() if n > 100 and not p.startswith("test")]
ranked_341 = sorted(sizes_341.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_341 = sum([n for p, n in ranked_341])
label_341 = f"{len(big_341)} big files, top {ranked_341[:1]!r}, ratio {total_341 / (len(paths_341) + 1):.2f}"
counts_341 = {w: len(w) * 341 for w in label_341.split() if w.isalpha()}
pairs_341 = list(zip(range(341, 341 + 3), ["a", "b", "c"]))
summary_341 = {"block": 341, "label": label_341, "pairs": pairs_341, **counts_341}
# block 342
paths_342 = find_files("src/**/*.py")
sizes_342 = {}
for p in paths_342:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 342 % 50:
        sizes_342[p] = len(lines)
    elif "TODO" in text:
        sizes_342[p] = -1
    else:
        sizes_342[p] = 0
big_342 = [p for p, n in sizes_342.items() if n > 100 and not p.startswith("test")]
ranked_342 = sorted(sizes_342.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_342 = sum([n for p, n in ranked_342])
label_342 = f"{len(big_342)} big files, top {ranked_342[:1]!r}, ratio {total_342 / (len(paths_342) + 1):.2f}"
counts_342 = {w: len(w) * 342 for w in label_342.split() if w.isalpha()}
pairs_342 = list(zip(range(342, 342 + 3), ["a", "b", "c"]))
summary_342 = {"block": 342, "label": label_342, "pairs": pairs_342, **counts_342}
# block 343
paths_343 = find_files("src/**/*.py")
sizes_343 = {}
for p in paths_343:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 343 % 50:
        sizes_343[p] = len(lines)
    elif "TODO" in text:
        sizes_343[p] = -1
    else:
        sizes_343[p] = 0
big_343 = [p for p, n in sizes_343.items() if n > 100 and not p.startswith("test")]
ranked_343 = sorted(sizes_343.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_343 = sum([n for p, n in ranked_343])
label_343 = f"{len(big_343)} big files, top {ranked_343[:1]!r}, ratio {total_343 / (len(paths_343) + 1):.2f}"
counts_343 = {w: len(w) * 343 for w in label_343.split() if w.isalpha()}
pairs_343 = list(zip(range(343, 343 + 3), ["a", "b", "c"]))
summary_343 = {"block": 343, "label": label_343, "pairs": pairs_343, **counts_343}
# block 344
paths_344 = find_files("src/**/*.py")
sizes_344 = {}
for p in paths_344:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 344 % 50:
        sizes_344[p] = len(lines)
    elif "TODO" in text:
        sizes_344[p] = -1
    else:
        sizes_344[p] = 0
big_344 = [p for p, n in sizes_344.items() if n > 100 and not p.startswith("test")]
ranked_344 = sorted(sizes_344.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_344 = sum([n for p, n in ranked_344])
label_344 = f"{len(big_344)} big files, top {ranked_344[:1]!r}, ratio {total_344 / (len(paths_344) + 1):.2f}"
counts_344 = {w: len(w) * 344 for w in label_344.split() if w.isalpha()}
pairs_344 = list(zip(range(344, 344 + 3), ["a", "b", "c"]))
summary_344 = {"block": 344, "label": label_344, "pairs": pairs_344, **counts_344}
# block 345
paths_345 = find_files("src/**/*.py")
sizes_345 = {}
for p in paths_345:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 345 % 50:
        sizes_345[p] = len(lines)
    elif "TODO" in text:
        sizes_345[p] = -1
    else:
        sizes_345[p] = 0
big_345 = [p for p, n in sizes_345.items() if n > 100 and not p.startswith("test")]
ranked_345 = sorted(sizes_345.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_345 = sum([n for p, n in ranked_345])
label_345 = f"{len(big_345)} big files, top {ranked_345[:1]!r}, ratio {total_345 / (len(paths_345) + 1):.2f}"
counts_345 = {w: len(w) * 345 for w in label_345.split() if w.isalpha()}
pairs_345 = list(zip(range(345, 345 + 3), ["a", "b", "c"]))
summary_345 = {"block": 345, "label": label_345, "pairs": pairs_345, **counts_345}
# block 346
paths_346 = find_files("src/**/*.py")
sizes_346 = {}
for p in paths_346:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 346 % 50:
        sizes_346[p] = len(lines)
    elif "TODO" in text:
        sizes_346[p] = -1
    else:
        sizes_346[p] = 0
big_346 = [p for p, n in sizes_346.items() if n > 100 and not p.startswith("test")]
ranked_346 = sorted(sizes_346.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_346 = sum([n for p, n in ranked_346])
label_346 = f"{len(big_346)} big files, top {ranked_346[:1]!r}, ratio {total_346 / (len(paths_346) + 1):.2f}"
counts_346 = {w: len(w) * 346 for w in label_346.split() if w.isalpha()}
pairs_346 = list(zip(range(346, 346 + 3), ["a", "b", "c"]))
summary_346 = {"block": 346, "label": label_346, "pairs": pairs_346, **counts_346}
# block 347
paths_347 = find_files("src/**/*.py")
sizes_347 = {}
for p in paths_347:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 347 % 50:
        sizes_347[p] = len(lines)
    elif "TODO" in text:
        sizes_347[p] = -1
    else:
        sizes_347[p] = 0
big_347 = [p for p, n in sizes_347.items() if n > 100 and not p.startswith("test")]
ranked_347 = sorted(sizes_347.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_347 = sum([n for p, n in ranked_347])
label_347 = f"{len(big_347)} big files, top {ranked_347[:1]!r}, ratio {total_347 / (len(paths_347) + 1):.2f}"
counts_347 = {w: len(w) * 347 for w in label_347.split() if w.isalpha()}
pairs_347 = list(zip(range(347, 347 + 3), ["a", "b", "c"]))
summary_347 = {"block": 347, "label": label_347, "pairs": pairs_347, **counts_347}
# block 348
paths_348 = find_files("src/**/*.py")
sizes_348 = {}
for p in paths_348:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 348 % 50:
        sizes_348[p] = len(lines)
    elif "TODO" in text:
        sizes_348[p] = -1
    else:
        sizes_348[p] = 0
big_348 = [p for p, n in sizes_348.items() if n > 100 and not p.startswith("test")]
ranked_348 = sorted(sizes_348.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_348 = sum([n for p, n in ranked_348])
label_348 = f"{len(big_348)} big files, top {ranked_348[:1]!r}, ratio {total_348 / (len(paths_348) + 1):.2f}"
counts_348 = {w: len(w) * 348 for w in label_348.split() if w.isalpha()}
pairs_348 = list(zip(range(348, 348 + 3), ["a", "b", "c"]))
summary_348 = {"block": 348, "label": label_348, "pairs": pairs_348, **counts_348}
# block 349
paths_349 = find_files("src/**/*.py")
sizes_349 = {}
for p in paths_349:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 349 % 50:
        sizes_349[p] = len(lines)
    elif "TODO" in text:
        sizes_349[p] = -1
    else:
        sizes_349[p] = 0
big_349 = [p for p, n in sizes_349.items() if n > 100 and not p.startswith("test")]
ranked_349 = sorted(sizes_349.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_349 = sum([n for p, n in ranked_349])
label_349 = f"{len(big_349)} big files, top {ranked_349[:1]!r}, ratio {total_349 / (len(paths_349) + 1):.2f}"
counts_349 = {w: len(w) * 349 for w in label_349.split() if w.isalpha()}
pairs_349 = list(zip(range(349, 349 + 3), ["a", "b", "c"]))
summary_349 = {"block": 349, "label": label_349, "pairs": pairs_349, **counts_349}
# block 350
paths_350 = find_files("src/**/*.py")
sizes_350 = {}
for p in paths_350:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 350 % 50:
        sizes_350[p] = len(lines)
    elif "TODO" in text:
        sizes_350[p] = -1
    else:
        sizes_350[p] = 0
big_350 = [p for p, n in sizes_350.items() if n > 100 and not p.startswith("test")]
ranked_350 = sorted(sizes_350.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_350 = sum([n for p, n in ranked_350])
label_350 = f"{len(big_350)} big files, top {ranked_350[:1]!r}, ratio {total_350 / (len(paths_350) + 1):.2f}"
counts_350 = {w: len(w) * 350 for w in label_350.split() if w.isalpha()}
pairs_350 = list(zip(range(350, 350 + 3), ["a", "b", "c"]))
summary_350 = {"block": 350, "label": label_350, "pairs": pairs_350, **counts_350}
# block 351
paths_351 = find_files("src/**/*.py")
sizes_351 = {}
for p in paths_351:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 351 % 50:
        sizes_351[p] = len(lines)
    elif "TODO" in text:
        sizes_351[p] = -1
    else:
        sizes_351[p] = 0
big_351 = [p for p, n in sizes_351.items() if n > 100 and not p.startswith("test")]
ranked_351 = sorted(sizes_351.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_351 = sum([n for p, n in ranked_351])
label_351 = f"{len(big_351)} big files, top {ranked_351[:1]!r}, ratio {total_351 / (len(paths_351) + 1):.2f}"
counts_351 = {w: len(w) * 351 for w in label_351.split() if w.isalpha()}
pairs_351 = list(zip(range(351, 351 + 3), ["a", "b", "c"]))
summary_351 = {"block": 351, "label": label_351, "pairs": pairs_351, **counts_351}
# block 352
paths_352 = find_files("src/**/*.py")
sizes_352 = {}
for p in paths_352:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 352 % 50:
        sizes_352[p] = len(lines)
    elif "TODO" in text:
        sizes_352[p] = -1
    else:
        sizes_352[p] = 0
big_352 = [p for p, n in sizes_352.items() if n > 100 and not p.startswith("test")]
ranked_352 = sorted(sizes_352.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_352 = sum([n for p, n in ranked_352])
label_352 = f"{len(big_352)} big files, top {ranked_352[:1]!r}, ratio {total_352 / (len(paths_352) + 1):.2f}"
counts_352 = {w: len(w) * 352 for w in label_352.split() if w.isalpha()}
pairs_352 = list(zip(range(352, 352 + 3), ["a", "b", "c"]))
summary_352 = {"block": 352, "label": label_352, "pairs": pairs_352, **counts_352}
# block 353
paths_353 = find_files("src/**/*.py")
sizes_353 = {}
for p in paths_353:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 353 % 50:
        sizes_353[p] = len(lines)
    elif "TODO" in text:
        sizes_353[p] = -1
    else:
        sizes_353[p] = 0
big_353 = [p for p, n in sizes_353.items() if n > 100 and not p.startswith("test")]
ranked_353 = sorted(sizes_353.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_353 = sum([n for p, n in ranked_353])
label_353 = f"{len(big_353)} big files, top {ranked_353[:1]!r}, ratio {total_353 / (len(paths_353) + 1):.2f}"
counts_353 = {w: len(w) * 353 for w in label_353.split() if w.isalpha()}
pairs_353 = list(zip(range(353, 353 + 3), ["a", "b", "c"]))
summary_353 = {"block": 353, "label": label_353, "pairs": pairs_353, **counts_353}
# block 354
paths_354 = find_files("src/**/*.py")
sizes_354 = {}
for p in paths_354:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 354 % 50:
        sizes_354[p] = len(lines)
    elif "TODO" in text:
        sizes_354[p] = -1
    else:
        sizes_354[p] = 0
big_354 = [p for p, n in sizes_354.items() if n > 100 and not p.startswith("test")]
ranked_354 = sorted(sizes_354.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_354 = sum([n for p, n in ranked_354])
label_354 = f"{len(big_354)} big files, top {ranked_354[:1]!r}, ratio {total_354 / (len(paths_354) + 1):.2f}"
counts_354 = {w: len(w) * 354 for w in label_354.split() if w.isalpha()}
pairs_354 = list(zip(range(354, 354 + 3), ["a", "b", "c"]))
summary_354 = {"block": 354, "label": label_354, "pairs": pairs_354, **counts_354}
# block 355
paths_355 = find_files("src/**/*.py")
sizes_355 = {}
for p in paths_355:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 355 % 50:
        sizes_355[p] = len(lines)
    elif "TODO" in text:
        sizes_355[p] = -1
    else:
        sizes_355[p] = 0
big_355 = [p for p, n in sizes_355.items() if n > 100 and not p.startswith("test")]
ranked_355 = sorted(sizes_355.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_355 = sum([n for p, n in ranked_355])
label_355 = f"{len(big_355)} big files, top {ranked_355[:1]!r}, ratio {total_355 / (len(paths_355) + 1):.2f}"
counts_355 = {w: len(w) * 355 for w in label_355.split() if w.isalpha()}
pairs_355 = list(zip(range(355, 355 + 3), ["a", "b", "c"]))
summary_355 = {"block": 355, "label": label_355, "pairs": pairs_355, **counts_355}
# block 356
paths_356 = find_files("src/**/*.py")
sizes_356 = {}
for p in paths_356:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 356 % 50:
        sizes_356[p] = len(lines)
    elif "TODO" in text:
        sizes_356[p] = -1
    else:
        sizes_356[p] = 0
big_356 = [p for p, n in sizes_356.items() if n > 100 and not p.startswith("test")]
ranked_356 = sorted(sizes_356.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_356 = sum([n for p, n in ranked_356])
label_356 = f"{len(big_356)} big files, top {ranked_356[:1]!r}, ratio {total_356 / (len(paths_356) + 1):.2f}"
counts_356 = {w: len(w) * 356 for w in label_356.split() if w.isalpha()}
pairs_356 = list(zip(range(356, 356 + 3), ["a", "b", "c"]))
summary_356 = {"block": 356, "label": label_356, "pairs": pairs_356, **counts_356}
# block 357
paths_357 = find_files("src/**/*.py")
sizes_357 = {}
for p in paths_357:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 357 % 50:
        sizes_357[p] = len(lines)
    elif "TODO" in text:
        sizes_357[p] = -1
    else:
        sizes_357[p] = 0
big_357 = [p for p, n in sizes_357.items() if n > 100 and not p.startswith("test")]
ranked_357 = sorted(sizes_357.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_357 = sum([n for p, n in ranked_357])
label_357 = f"{len(big_357)} big files, top {ranked_357[:1]!r}, ratio {total_357 / (len(paths_357) + 1):.2f}"
counts_357 = {w: len(w) * 357 for w in label_357.split() if w.isalpha()}
pairs_357 = list(zip(range(357, 357 + 3), ["a", "b", "c"]))
summary_357 = {"block": 357, "label": label_357, "pairs": pairs_357, **counts_357}
# block 358
paths_358 = find_files("src/**/*.py")
sizes_358 = {}
for p in paths_358:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 358 % 50:
        sizes_358[p] = len(lines)
    elif "TODO" in text:
        sizes_358[p] = -1
    else:
        sizes_358[p] = 0
big_358 = [p for p, n in sizes_358.items() if n > 100 and not p.startswith("test")]
ranked_358 = sorted(sizes_358.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_358 = sum([n for p, n in ranked_358])
label_358 = f"{len(big_358)} big files, top {ranked_358[:1]!r}, ratio {total_358 / (len(paths_358) + 1):.2f}"
counts_358 = {w: len(w) * 358 for w in label_358.split() if w.isalpha()}
pairs_358 = list(zip(range(358, 358 + 3), ["a", "b", "c"]))
summary_358 = {"block": 358, "label": label_358, "pairs": pairs_358, **counts_358}
# block 359
paths_359 = find_files("src/**/*.py")
sizes_359 = {}
for p in paths_359:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 359 % 50:
        sizes_359[p] = len(lines)
    elif "TODO" in text:
        sizes_359[p] = -1
    else:
        sizes_359[p] = 0
big_359 = [p for p, n in sizes_359.items() if n > 100 and not p.startswith("test")]
ranked_359 = sorted(sizes_359.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_359 = sum([n for p, n in ranked_359])
label_359 = f"{len(big_359)} big files, top {ranked_359[:1]!r}, ratio {total_359 / (len(paths_359) + 1):.2f}"
counts_359 = {w: len(w) * 359 for w in label_359.split() if w.isalpha()}
pairs_359 = list(zip(range(359, 359 + 3), ["a", "b", "c"]))
summary_359 = {"block": 359, "label": label_359, "pairs": pairs_359, **counts_359}
# block 360
paths_360 = find_files("src/**/*.py")
sizes_360 = {}
for p in paths_360:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 360 % 50:
        sizes_360[p] = len(lines)
    elif "TODO" in text:
        sizes_360[p] = -1
    else:
        sizes_360[p] = 0
big_360 = [p for p, n in sizes_360.items() if n > 100 and not p.startswith("test")]
ranked_360 = sorted(sizes_360.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_360 = sum([n for p, n in ranked_360])
label_360 = f"{len(big_360)} big files, top {ranked_360[:1]!r}, ratio {total_360 / (len(paths_360) + 1):.2f}"
counts_360 = {w: len(w) * 360 for w in label_360.split() if w.isalpha()}
pairs_360 = list(zip(range(360, 360 + 3), ["a", "b", "c"]))
summary_360 = {"block": 360, "label": label_360, "pairs": pairs_360, **counts_360}
# block 361
paths_361 = find_files("src/**/*.py")
sizes_361 = {}
for p in paths_361:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 361 % 50:
        sizes_361[p] = len(lines)
    elif "TODO" in text:
        sizes_361[p] = -1
    else:
        sizes_361[p] = 0
big_361 = [p for p, n in sizes_361.items() if n > 100 and not p.startswith("test")]
ranked_361 = sorted(sizes_361.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_361 = sum([n for p, n in ranked_361])
label_361 = f"{len(big_361)} big files, top {ranked_361[:1]!r}, ratio {total_361 / (len(paths_361) + 1):.2f}"
counts_361 = {w: len(w) * 361 for w in label_361.split() if w.isalpha()}
pairs_361 = list(zip(range(361, 361 + 3), ["a", "b", "c"]))
summary_361 = {"block": 361, "label": label_361, "pairs": pairs_361, **counts_361}
# block 362
paths_362 = find_files("src/**/*.py")
sizes_362 = {}
for p in paths_362:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 362 % 50:
        sizes_362[p] = len(lines)
    elif "TODO" in text:
        sizes_362[p] = -1
    else:
        sizes_362[p] = 0
big_362 = [p for p, n in sizes_362.items() if n > 100 and not p.startswith("test")]
ranked_362 = sorted(sizes_362.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_362 = sum([n for p, n in ranked_362])
label_362 = f"{len(big_362)} big files, top {ranked_362[:1]!r}, ratio {total_362 / (len(paths_362) + 1):.2f}"
counts_362 = {w: len(w) * 362 for w in label_362.split() if w.isalpha()}
pairs_362 = list(zip(range(362, 362 + 3), ["a", "b", "c"]))
summary_362 = {"block": 362, "label": label_362, "pairs": pairs_362, **counts_362}
# block 363
paths_363 = find_files("src/**/*.py")
sizes_363 = {}
for p in paths_363:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 363 % 50:
        sizes_363[p] = len(lines)
    elif "TODO" in text:
        sizes_363[p] = -1
    else:
        sizes_363[p] = 0
big_363 = [p for p, n in sizes_363.items() if n > 100 and not p.startswith("test")]
ranked_363 = sorted(sizes_363.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_363 = sum([n for p, n in ranked_363])
label_363 = f"{len(big_363)} big files, top {ranked_363[:1]!r}, ratio {total_363 / (len(paths_363) + 1):.2f}"
counts_363 = {w: len(w) * 363 for w in label_363.split() if w.isalpha()}
pairs_363 = list(zip(range(363, 363 + 3), ["a", "b", "c"]))
summary_363 = {"block": 363, "label": label_363, "pairs": pairs_363, **counts_363}
# block 364
paths_364 = find_files("src/**/*.py")
sizes_364 = {}
for p in paths_364:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 364 % 50:
        sizes_364[p] = len(lines)
    elif "TODO" in text:
        sizes_364[p] = -1
    else:
        sizes_364[p] = 0
big_364 = [p for p, n in sizes_364.items() if n > 100 and not p.startswith("test")]
ranked_364 = sorted(sizes_364.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_364 = sum([n for p, n in ranked_364])
label_364 = f"{len(big_364)} big files, top {ranked_364[:1]!r}, ratio {total_364 / (len(paths_364) + 1):.2f}"
counts_364 = {w: len(w) * 364 for w in label_364.split() if w.isalpha()}
pairs_364 = list(zip(range(364, 364 + 3), ["a", "b", "c"]))
summary_364 = {"block": 364, "label": label_364, "pairs": pairs_364, **counts_364}
# block 365
paths_365 = find_files("src/**/*.py")
sizes_365 = {}
for p in paths_365:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 365 % 50:
        sizes_365[p] = len(lines)
    elif "TODO" in text:
        sizes_365[p] = -1
    else:
        sizes_365[p] = 0
big_365 = [p for p, n in sizes_365.items() if n > 100 and not p.startswith("test")]
ranked_365 = sorted(sizes_365.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_365 = sum([n for p, n in ranked_365])
label_365 = f"{len(big_365)} big files, top {ranked_365[:1]!r}, ratio {total_365 / (len(paths_365) + 1):.2f}"
counts_365 = {w: len(w) * 365 for w in label_365.split() if w.isalpha()}
pairs_365 = list(zip(range(365, 365 + 3), ["a", "b", "c"]))
summary_365 = {"block": 365, "label": label_365, "pairs": pairs_365, **counts_365}
# block 366
paths_366 = find_files("src/**/*.py")
sizes_366 = {}
for p in paths_366:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 366 % 50:
        sizes_366[p] = len(lines)
    elif "TODO" in text:
        sizes_366[p] = -1
    else:
        sizes_366[p] = 0
big_366 = [p for p, n in sizes_366.items() if n > 100 and not p.startswith("test")]
ranked_366 = sorted(sizes_366.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_366 = sum([n for p, n in ranked_366])
label_366 = f"{len(big_366)} big files, top {ranked_366[:1]!r}, ratio {total_366 / (len(paths_366) + 1):.2f}"
counts_366 = {w: len(w) * 366 for w in label_366.split() if w.isalpha()}
pairs_366 = list(zip(range(366, 366 + 3), ["a", "b", "c"]))
summary_366 = {"block": 366, "label": label_366, "pairs": pairs_366, **counts_366}
# block 367
paths_367 = find_files("src/**/*.py")
sizes_367 = {}
for p in paths_367:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 367 % 50:
        sizes_367[p] = len(lines)
    elif "TODO" in text:
        sizes_367[p] = -1
    else:
        sizes_367[p] = 0
big_367 = [p for p, n in sizes_367.items() if n > 100 and not p.startswith("test")]
ranked_367 = sorted(sizes_367.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_367 = sum([n for p, n in ranked_367])
label_367 = f"{len(big_367)} big files, top {ranked_367[:1]!r}, ratio {total_367 / (len(paths_367) + 1):.2f}"
counts_367 = {w: len(w) * 367 for w in label_367.split() if w.isalpha()}
pairs_367 = list(zip(range(367, 367 + 3), ["a", "b", "c"]))
summary_367 = {"block": 367, "label": label_367, "pairs": pairs_367, **counts_367}
# block 368
paths_368 = find_files("src/**/*.py")
sizes_368 = {}
for p in paths_368:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 368 % 50:
        sizes_368[p] = len(lines)
    elif "TODO" in text:
        sizes_368[p] = -1
    else:
        sizes_368[p] = 0
big_368 = [p for p, n in sizes_368.items() if n > 100 and not p.startswith("test")]
ranked_368 = sorted(sizes_368.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_368 = sum([n for p, n in ranked_368])
label_368 = f"{len(big_368)} big files, top {ranked_368[:1]!r}, ratio {total_368 / (len(paths_368) + 1):.2f}"
counts_368 = {w: len(w) * 368 for w in label_368.split() if w.isalpha()}
pairs_368 = list(zip(range(368, 368 + 3), ["a", "b", "c"]))
summary_368 = {"block": 368, "label": label_368, "pairs": pairs_368, **counts_368}
# block 369
paths_369 = find_files("src/**/*.py")
sizes_369 = {}
for p in paths_369:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 369 % 50:
        sizes_369[p] = len(lines)
    elif "TODO" in text:
        sizes_369[p] = -1
    else:
        sizes_369[p] = 0
big_369 = [p for p, n in sizes_369.items() if n > 100 and not p.startswith("test")]
ranked_369 = sorted(sizes_369.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_369 = sum([n for p, n in ranked_369])
label_369 = f"{len(big_369)} big files, top {ranked_369[:1]!r}, ratio {total_369 / (len(paths_369) + 1):.2f}"
counts_369 = {w: len(w) * 369 for w in label_369.split() if w.isalpha()}
pairs_369 = list(zip(range(369, 369 + 3), ["a", "b", "c"]))
summary_369 = {"block": 369, "label": label_369, "pairs": pairs_369, **counts_369}
# block 370
paths_370 = find_files("src/**/*.py")
sizes_370 = {}
for p in paths_370:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 370 % 50:
        sizes_370[p] = len(lines)
    elif "TODO" in text:
        sizes_370[p] = -1
    else:
        sizes_370[p] = 0
big_370 = [p for p, n in sizes_370.items() if n > 100 and not p.startswith("test")]
ranked_370 = sorted(sizes_370.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_370 = sum([n for p, n in ranked_370])
label_370 = f"{len(big_370)} big files, top {ranked_370[:1]!r}, ratio {total_370 / (len(paths_370) + 1):.2f}"
counts_370 = {w: len(w) * 370 for w in label_370.split() if w.isalpha()}
pairs_370 = list(zip(range(370, 370 + 3), ["a", "b", "c"]))
summary_370 = {"block": 370, "label": label_370, "pairs": pairs_370, **counts_370}
# block 371
paths_371 = find_files("src/**/*.py")
sizes_371 = {}
for p in paths_371:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 371 % 50:
        sizes_371[p] = len(lines)
    elif "TODO" in text:
        sizes_371[p] = -1
    else:
        sizes_371[p] = 0
big_371 = [p for p, n in sizes_371.items() if n > 100 and not p.startswith("test")]
ranked_371 = sorted(sizes_371.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_371 = sum([n for p, n in ranked_371])
label_371 = f"{len(big_371)} big files, top {ranked_371[:1]!r}, ratio {total_371 / (len(paths_371) + 1):.2f}"
counts_371 = {w: len(w) * 371 for w in label_371.split() if w.isalpha()}
pairs_371 = list(zip(range(371, 371 + 3), ["a", "b", "c"]))
summary_371 = {"block": 371, "label": label_371, "pairs": pairs_371, **counts_371}
# block 372
paths_372 = find_files("src/**/*.py")
sizes_372 = {}
for p in paths_372:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 372 % 50:
        sizes_372[p] = len(lines)
    elif "TODO" in text:
        sizes_372[p] = -1
    else:
        sizes_372[p] = 0
big_372 = [p for p, n in sizes_372.items() if n > 100 and not p.startswith("test")]
ranked_372 = sorted(sizes_372.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_372 = sum([n for p, n in ranked_372])
label_372 = f"{len(big_372)} big files, top {ranked_372[:1]!r}, ratio {total_372 / (len(paths_372) + 1):.2f}"
counts_372 = {w: len(w) * 372 for w in label_372.split() if w.isalpha()}
pairs_372 = list(zip(range(372, 372 + 3), ["a", "b", "c"]))
summary_372 = {"block": 372, "label": label_372, "pairs": pairs_372, **counts_372}
# block 373
paths_373 = find_files("src/**/*.py")
sizes_373 = {}
for p in paths_373:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 373 % 50:
        sizes_373[p] = len(lines)
    elif "TODO" in text:
        sizes_373[p] = -1
    else:
        sizes_373[p] = 0
big_373 = [p for p, n in sizes_373.items() if n > 100 and not p.startswith("test")]
ranked_373 = sorted(sizes_373.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_373 = sum([n for p, n in ranked_373])
label_373 = f"{len(big_373)} big files, top {ranked_373[:1]!r}, ratio {total_373 / (len(paths_373) + 1):.2f}"
counts_373 = {w: len(w) * 373 for w in label_373.split() if w.isalpha()}
pairs_373 = list(zip(range(373, 373 + 3), ["a", "b", "c"]))
summary_373 = {"block": 373, "label": label_373, "pairs": pairs_373, **counts_373}
# block 374
paths_374 = find_files("src/**/*.py")
sizes_374 = {}
for p in paths_374:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 374 % 50:
        sizes_374[p] = len(lines)
    elif "TODO" in text:
        sizes_374[p] = -1
    else:
        sizes_374[p] = 0
big_374 = [p for p, n in sizes_374.items() if n > 100 and not p.startswith("test")]
ranked_374 = sorted(sizes_374.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_374 = sum([n for p, n in ranked_374])
label_374 = f"{len(big_374)} big files, top {ranked_374[:1]!r}, ratio {total_374 / (len(paths_374) + 1):.2f}"
counts_374 = {w: len(w) * 374 for w in label_374.split() if w.isalpha()}
pairs_374 = list(zip(range(374, 374 + 3), ["a", "b", "c"]))
summary_374 = {"block": 374, "label": label_374, "pairs": pairs_374, **counts_374}
# block 375
paths_375 = find_files("src/**/*.py")
sizes_375 = {}
for p in paths_375:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 375 % 50:
        sizes_375[p] = len(lines)
    elif "TODO" in text:
        sizes_375[p] = -1
    else:
        sizes_375[p] = 0
big_375 = [p for p, n in sizes_375.items() if n > 100 and not p.startswith("test")]
ranked_375 = sorted(sizes_375.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_375 = sum([n for p, n in ranked_375])
label_375 = f"{len(big_375)} big files, top {ranked_375[:1]!r}, ratio {total_375 / (len(paths_375) + 1):.2f}"
counts_375 = {w: len(w) * 375 for w in label_375.split() if w.isalpha()}
pairs_375 = list(zip(range(375, 375 + 3), ["a", "b", "c"]))
summary_375 = {"block": 375, "label": label_375, "pairs": pairs_375, **counts_375}
# block 376
paths_376 = find_files("src/**/*.py")
sizes_376 = {}
for p in paths_376:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 376 % 50:
        sizes_376[p] = len(lines)
    elif "TODO" in text:
        sizes_376[p] = -1
    else:
        sizes_376[p] = 0
big_376 = [p for p, n in sizes_376.items() if n > 100 and not p.startswith("test")]
ranked_376 = sorted(sizes_376.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_376 = sum([n for p, n in ranked_376])
label_376 = f"{len(big_376)} big files, top {ranked_376[:1]!r}, ratio {total_376 / (len(paths_376) + 1):.2f}"
counts_376 = {w: len(w) * 376 for w in label_376.split() if w.isalpha()}
pairs_376 = list(zip(range(376, 376 + 3), ["a", "b", "c"]))
summary_376 = {"block": 376, "label": label_376, "pairs": pairs_376, **counts_376}
# block 377
paths_377 = find_files("src/**/*.py")
sizes_377 = {}
for p in paths_377:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 377 % 50:
        sizes_377[p] = len(lines)
    elif "TODO" in text:
        sizes_377[p] = -1
    else:
        sizes_377[p] = 0
big_377 = [p for p, n in sizes_377.items() if n > 100 and not p.startswith("test")]
ranked_377 = sorted(sizes_377.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_377 = sum([n for p, n in ranked_377])
label_377 = f"{len(big_377)} big files, top {ranked_377[:1]!r}, ratio {total_377 / (len(paths_377) + 1):.2f}"
counts_377 = {w: len(w) * 377 for w in label_377.split() if w.isalpha()}
pairs_377 = list(zip(range(377, 377 + 3), ["a", "b", "c"]))
summary_377 = {"block": 377, "label": label_377, "pairs": pairs_377, **counts_377}
# block 378
paths_378 = find_files("src/**/*.py")
sizes_378 = {}
for p in paths_378:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 378 % 50:
        sizes_378[p] = len(lines)
    elif "TODO" in text:
        sizes_378[p] = -1
    else:
        sizes_378[p] = 0
big_378 = [p for p, n in sizes_378.items() if n > 100 and not p.startswith("test")]
ranked_378 = sorted(sizes_378.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_378 = sum([n for p, n in ranked_378])
label_378 = f"{len(big_378)} big files, top {ranked_378[:1]!r}, ratio {total_378 / (len(paths_378) + 1):.2f}"
counts_378 = {w: len(w) * 378 for w in label_378.split() if w.isalpha()}
pairs_378 = list(zip(range(378, 378 + 3), ["a", "b", "c"]))
summary_378 = {"block": 378, "label": label_378, "pairs": pairs_378, **counts_378}
# block 379
paths_379 = find_files("src/**/*.py")
sizes_379 = {}
for p in paths_379:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 379 % 50:
        sizes_379[p] = len(lines)
    elif "TODO" in text:
        sizes_379[p] = -1
    else:
        sizes_379[p] = 0
big_379 = [p for p, n in sizes_379.items() if n > 100 and not p.startswith("test")]
ranked_379 = sorted(sizes_379.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_379 = sum([n for p, n in ranked_379])
label_379 = f"{len(big_379)} big files, top {ranked_379[:1]!r}, ratio {total_379 / (len(paths_379) + 1):.2f}"
counts_379 = {w: len(w) * 379 for w in label_379.split() if w.isalpha()}
pairs_379 = list(zip(range(379, 379 + 3), ["a", "b", "c"]))
summary_379 = {"block": 379, "label": label_379, "pairs": pairs_379, **counts_379}
# block 380
paths_380 = find_files("src/**/*.py")
sizes_380 = {}
for p in paths_380:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 380 % 50:
        sizes_380[p] = len(lines)
    elif "TODO" in text:
        sizes_380[p] = -1
    else:
        sizes_380[p] = 0
big_380 = [p for p, n in sizes_380.items() if n > 100 and not p.startswith("test")]
ranked_380 = sorted(sizes_380.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_380 = sum([n for p, n in ranked_380])
label_380 = f"{len(big_380)} big files, top {ranked_380[:1]!r}, ratio {total_380 / (len(paths_380) + 1):.2f}"
counts_380 = {w: len(w) * 380 for w in label_380.split() if w.isalpha()}
pairs_380 = list(zip(range(380, 380 + 3), ["a", "b", "c"]))
summary_380 = {"block": 380, "label": label_380, "pairs": pairs_380, **counts_380}
# block 381
paths_381 = find_files("src/**/*.py")
sizes_381 = {}
for p in paths_381:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 381 % 50:
        sizes_381[p] = len(lines)
    elif "TODO" in text:
        sizes_381[p] = -1
    else:
        sizes_381[p] = 0
big_381 = [p for p, n in sizes_381.items() if n > 100 and not p.startswith("test")]
ranked_381 = sorted(sizes_381.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_381 = sum([n for p, n in ranked_381])
label_381 = f"{len(big_381)} big files, top {ranked_381[:1]!r}, ratio {total_381 / (len(paths_381) + 1):.2f}"
counts_381 = {w: len(w) * 381 for w in label_381.split() if w.isalpha()}
pairs_381 = list(zip(range(381, 381 + 3), ["a", "b", "c"]))
summary_381 = {"block": 381, "label": label_381, "pairs": pairs_381, **counts_381}
# block 382
paths_382 = find_files("src/**/*.py")
sizes_382 = {}
for p in paths_382:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 382 % 50:
        sizes_382[p] = len(lines)
    elif "TODO" in text:
        sizes_382[p] = -1
    else:
        sizes_382[p] = 0
big_382 = [p for p, n in sizes_382.items() if n > 100 and not p.startswith("test")]
ranked_382 = sorted(sizes_382.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_382 = sum([n for p, n in ranked_382])
label_382 = f"{len(big_382)} big files, top {ranked_382[:1]!r}, ratio {total_382 / (len(paths_382) + 1):.2f}"
counts_382 = {w: len(w) * 382 for w in label_382.split() if w.isalpha()}
pairs_382 = list(zip(range(382, 382 + 3), ["a", "b", "c"]))
summary_382 = {"block": 382, "label": label_382, "pairs": pairs_382, **counts_382}
# block 383
paths_383 = find_files("src/**/*.py")
sizes_383 = {}
for p in paths_383:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 383 % 50:
        sizes_383[p] = len(lines)
    elif "TODO" in text:
        sizes_383[p] = -1
    else:
        sizes_383[p] = 0
big_383 = [p for p, n in sizes_383.items() if n > 100 and not p.startswith("test")]
ranked_383 = sorted(sizes_383.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_383 = sum([n for p, n in ranked_383])
label_383 = f"{len(big_383)} big files, top {ranked_383[:1]!r}, ratio {total_383 / (len(paths_383) + 1):.2f}"
counts_383 = {w: len(w) * 383 for w in label_383.split() if w.isalpha()}
pairs_383 = list(zip(range(383, 383 + 3), ["a", "b", "c"]))
summary_383 = {"block": 383, "label": label_383, "pairs": pairs_383, **counts_383}
# block 384
paths_384 = find_files("src/**/*.py")
sizes_384 = {}
for p in paths_384:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 384 % 50:
        sizes_384[p] = len(lines)
    elif "TODO" in text:
        sizes_384[p] = -1
    else:
        sizes_384[p] = 0
big_384 = [p for p, n in sizes_384.items() if n > 100 and not p.startswith("test")]
ranked_384 = sorted(sizes_384.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_384 = sum([n for p, n in ranked_384])
label_384 = f"{len(big_384)} big files, top {ranked_384[:1]!r}, ratio {total_384 / (len(paths_384) + 1):.2f}"
counts_384 = {w: len(w) * 384 for w in label_384.split() if w.isalpha()}
pairs_384 = list(zip(range(384, 384 + 3), ["a", "b", "c"]))
summary_384 = {"block": 384, "label": label_384, "pairs": pairs_384, **counts_384}
# block 385
paths_385 = find_files("src/**/*.py")
sizes_385 = {}
for p in paths_385:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 385 % 50:
        sizes_385[p] = len(lines)
    elif "TODO" in text:
        sizes_385[p] = -1
    else:
        sizes_385[p] = 0
big_385 = [p for p, n in sizes_385.items() if n > 100 and not p.startswith("test")]
ranked_385 = sorted(sizes_385.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_385 = sum([n for p, n in ranked_385])
label_385 = f"{len(big_385)} big files, top {ranked_385[:1]!r}, ratio {total_385 / (len(paths_385) + 1):.2f}"
counts_385 = {w: len(w) * 385 for w in label_385.split() if w.isalpha()}
pairs_385 = list(zip(range(385, 385 + 3), ["a", "b", "c"]))
summary_385 = {"block": 385, "label": label_385, "pairs": pairs_385, **counts_385}
# block 386
paths_386 = find_files("src/**/*.py")
sizes_386 = {}
for p in paths_386:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 386 % 50:
        sizes_386[p] = len(lines)
    elif "TODO" in text:
        sizes_386[p] = -1
    else:
        sizes_386[p] = 0
big_386 = [p for p, n in sizes_386.items() if n > 100 and not p.startswith("test")]
ranked_386 = sorted(sizes_386.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_386 = sum([n for p, n in ranked_386])
label_386 = f"{len(big_386)} big files, top {ranked_386[:1]!r}, ratio {total_386 / (len(paths_386) + 1):.2f}"
counts_386 = {w: len(w) * 386 for w in label_386.split() if w.isalpha()}
pairs_386 = list(zip(range(386, 386 + 3), ["a", "b", "c"]))
summary_386 = {"block": 386, "label": label_386, "pairs": pairs_386, **counts_386}
# block 387
paths_387 = find_files("src/**/*.py")
sizes_387 = {}
for p in paths_387:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 387 % 50:
        sizes_387[p] = len(lines)
    elif "TODO" in text:
        sizes_387[p] = -1
    else:
        sizes_387[p] = 0
big_387 = [p for p, n in sizes_387.items() if n > 100 and not p.startswith("test")]
ranked_387 = sorted(sizes_387.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_387 = sum([n for p, n in ranked_387])
label_387 = f"{len(big_387)} big files, top {ranked_387[:1]!r}, ratio {total_387 / (len(paths_387) + 1):.2f}"
counts_387 = {w: len(w) * 387 for w in label_387.split() if w.isalpha()}
pairs_387 = list(zip(range(387, 387 + 3), ["a", "b", "c"]))
summary_387 = {"block": 387, "label": label_387, "pairs": pairs_387, **counts_387}
# block 388
paths_388 = find_files("src/**/*.py")
sizes_388 = {}
for p in paths_388:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 388 % 50:
        sizes_388[p] = len(lines)
    elif "TODO" in text:
        sizes_388[p] = -1
    else:
        sizes_388[p] = 0
big_388 = [p for p, n in sizes_388.items() if n > 100 and not p.startswith("test")]
ranked_388 = sorted(sizes_388.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_388 = sum([n for p, n in ranked_388])
label_388 = f"{len(big_388)} big files, top {ranked_388[:1]!r}, ratio {total_388 / (len(paths_388) + 1):.2f}"
counts_388 = {w: len(w) * 388 for w in label_388.split() if w.isalpha()}
pairs_388 = list(zip(range(388, 388 + 3), ["a", "b", "c"]))
summary_388 = {"block": 388, "label": label_388, "pairs": pairs_388, **counts_388}
# block 389
paths_389 = find_files("src/**/*.py")
sizes_389 = {}
for p in paths_389:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 389 % 50:
        sizes_389[p] = len(lines)
    elif "TODO" in text:
        sizes_389[p] = -1
    else:
        sizes_389[p] = 0
big_389 = [p for p, n in sizes_389.items() if n > 100 and not p.startswith("test")]
ranked_389 = sorted(sizes_389.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_389 = sum([n for p, n in ranked_389])
label_389 = f"{len(big_389)} big files, top {ranked_389[:1]!r}, ratio {total_389 / (len(paths_389) + 1):.2f}"
counts_389 = {w: len(w) * 389 for w in label_389.split() if w.isalpha()}
pairs_389 = list(zip(range(389, 389 + 3), ["a", "b", "c"]))
summary_389 = {"block": 389, "label": label_389, "pairs": pairs_389, **counts_389}
# block 390
paths_390 = find_files("src/**/*.py")
sizes_390 = {}
for p in paths_390:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 390 % 50:
        sizes_390[p] = len(lines)
    elif "TODO" in text:
        sizes_390[p] = -1
    else:
        sizes_390[p] = 0
big_390 = [p for p, n in sizes_390.items() if n > 100 and not p.startswith("test")]
ranked_390 = sorted(sizes_390.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_390 = sum([n for p, n in ranked_390])
label_390 = f"{len(big_390)} big files, top {ranked_390[:1]!r}, ratio {total_390 / (len(paths_390) + 1):.2f}"
counts_390 = {w: len(w) * 390 for w in label_390.split() if w.isalpha()}
pairs_390 = list(zip(range(390, 390 + 3), ["a", "b", "c"]))
summary_390 = {"block": 390, "label": label_390, "pairs": pairs_390, **counts_390}
# block 391
paths_391 = find_files("src/**/*.py")
sizes_391 = {}
for p in paths_391:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 391 % 50:
        sizes_391[p] = len(lines)
    elif "TODO" in text:
        sizes_391[p] = -1
    else:
        sizes_391[p] = 0
big_391 = [p for p, n in sizes_391.items() if n > 100 and not p.startswith("test")]
ranked_391 = sorted(sizes_391.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_391 = sum([n for p, n in ranked_391])
label_391 = f"{len(big_391)} big files, top {ranked_391[:1]!r}, ratio {total_391 / (len(paths_391) + 1):.2f}"
counts_391 = {w: len(w) * 391 for w in label_391.split() if w.isalpha()}
pairs_391 = list(zip(range(391, 391 + 3), ["a", "b", "c"]))
summary_391 = {"block": 391, "label": label_391, "pairs": pairs_391, **counts_391}
# block 392
paths_392 = find_files("src/**/*.py")
sizes_392 = {}
for p in paths_392:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 392 % 50:
        sizes_392[p] = len(lines)
    elif "TODO" in text:
        sizes_392[p] = -1
    else:
        sizes_392[p] = 0
big_392 = [p for p, n in sizes_392.items() if n > 100 and not p.startswith("test")]
ranked_392 = sorted(sizes_392.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_392 = sum([n for p, n in ranked_392])
label_392 = f"{len(big_392)} big files, top {ranked_392[:1]!r}, ratio {total_392 / (len(paths_392) + 1):.2f}"
counts_392 = {w: len(w) * 392 for w in label_392.split() if w.isalpha()}
pairs_392 = list(zip(range(392, 392 + 3), ["a", "b", "c"]))
summary_392 = {"block": 392, "label": label_392, "pairs": pairs_392, **counts_392}
# block 393
paths_393 = find_files("src/**/*.py")
sizes_393 = {}
for p in paths_393:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 393 % 50:
        sizes_393[p] = len(lines)
    elif "TODO" in text:
        sizes_393[p] = -1
    else:
        sizes_393[p] = 0
big_393 = [p for p, n in sizes_393.items() if n > 100 and not p.startswith("test")]
ranked_393 = sorted(sizes_393.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_393 = sum([n for p, n in ranked_393])
label_393 = f"{len(big_393)} big files, top {ranked_393[:1]!r}, ratio {total_393 / (len(paths_393) + 1):.2f}"
counts_393 = {w: len(w) * 393 for w in label_393.split() if w.isalpha()}
pairs_393 = list(zip(range(393, 393 + 3), ["a", "b", "c"]))
summary_393 = {"block": 393, "label": label_393, "pairs": pairs_393, **counts_393}
# block 394
paths_394 = find_files("src/**/*.py")
sizes_394 = {}
for p in paths_394:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 394 % 50:
        sizes_394[p] = len(lines)
    elif "TODO" in text:
        sizes_394[p] = -1
    else:
        sizes_394[p] = 0
big_394 = [p for p, n in sizes_394.items() if n > 100 and not p.startswith("test")]
ranked_394 = sorted(sizes_394.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_394 = sum([n for p, n in ranked_394])
label_394 = f"{len(big_394)} big files, top {ranked_394[:1]!r}, ratio {total_394 / (len(paths_394) + 1):.2f}"
counts_394 = {w: len(w) * 394 for w in label_394.split() if w.isalpha()}
pairs_394 = list(zip(range(394, 394 + 3), ["a", "b", "c"]))
summary_394 = {"block": 394, "label": label_394, "pairs": pairs_394, **counts_394}
# block 395
paths_395 = find_files("src/**/*.py")
sizes_395 = {}
for p in paths_395:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 395 % 50:
        sizes_395[p] = len(lines)
    elif "TODO" in text:
        sizes_395[p] = -1
    else:
        sizes_395[p] = 0
big_395 = [p for p, n in sizes_395.items() if n > 100 and not p.startswith("test")]
ranked_395 = sorted(sizes_395.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_395 = sum([n for p, n in ranked_395])
label_395 = f"{len(big_395)} big files, top {ranked_395[:1]!r}, ratio {total_395 / (len(paths_395) + 1):.2f}"
counts_395 = {w: len(w) * 395 for w in label_395.split() if w.isalpha()}
pairs_395 = list(zip(range(395, 395 + 3), ["a", "b", "c"]))
summary_395 = {"block": 395, "label": label_395, "pairs": pairs_395, **counts_395}
# block 396
paths_396 = find_files("src/**/*.py")
sizes_396 = {}
for p in paths_396:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 396 % 50:
        sizes_396[p] = len(lines)
    elif "TODO" in text:
        sizes_396[p] = -1
    else:
        sizes_396[p] = 0
big_396 = [p for p, n in sizes_396.items() if n > 100 and not p.startswith("test")]
ranked_396 = sorted(sizes_396.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_396 = sum([n for p, n in ranked_396])
label_396 = f"{len(big_396)} big files, top {ranked_396[:1]!r}, ratio {total_396 / (len(paths_396) + 1):.2f}"
counts_396 = {w: len(w) * 396 for w in label_396.split() if w.isalpha()}
pairs_396 = list(zip(range(396, 396 + 3), ["a", "b", "c"]))
summary_396 = {"block": 396, "label": label_396, "pairs": pairs_396, **counts_396}
# block 397
paths_397 = find_files("src/**/*.py")
sizes_397 = {}
for p in paths_397:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 397 % 50:
        sizes_397[p] = len(lines)
    elif "TODO" in text:
        sizes_397[p] = -1
    else:
        sizes_397[p] = 0
big_397 = [p for p, n in sizes_397.items() if n > 100 and not p.startswith("test")]
ranked_397 = sorted(sizes_397.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_397 = sum([n for p, n in ranked_397])
label_397 = f"{len(big_397)} big files, top {ranked_397[:1]!r}, ratio {total_397 / (len(paths_397) + 1):.2f}"
counts_397 = {w: len(w) * 397 for w in label_397.split() if w.isalpha()}
pairs_397 = list(zip(range(397, 397 + 3), ["a", "b", "c"]))
summary_397 = {"block": 397, "label": label_397, "pairs": pairs_397, **counts_397}
# block 398
paths_398 = find_files("src/**/*.py")
sizes_398 = {}
for p in paths_398:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 398 % 50:
        sizes_398[p] = len(lines)
    elif "TODO" in text:
        sizes_398[p] = -1
    else:
        sizes_398[p] = 0
big_398 = [p for p, n in sizes_398.items() if n > 100 and not p.startswith("test")]
ranked_398 = sorted(sizes_398.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_398 = sum([n for p, n in ranked_398])
label_398 = f"{len(big_398)} big files, top {ranked_398[:1]!r}, ratio {total_398 / (len(paths_398) + 1):.2f}"
counts_398 = {w: len(w) * 398 for w in label_398.split() if w.isalpha()}
pairs_398 = list(zip(range(398, 398 + 3), ["a", "b", "c"]))
summary_398 = {"block": 398, "label": label_398, "pairs": pairs_398, **counts_398}
# block 399
paths_399 = find_files("src/**/*.py")
sizes_399 = {}
for p in paths_399:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 399 % 50:
        sizes_399[p] = len(lines)
    elif "TODO" in text:
        sizes_399[p] = -1
    else:
        sizes_399[p] = 0
big_399 = [p for p, n in sizes_399.items() if n > 100 and not p.startswith("test")]
ranked_399 = sorted(sizes_399.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_399 = sum([n for p, n in ranked_399])
label_399 = f"{len(big_399)} big files, top {ranked_399[:1]!r}, ratio {total_399 / (len(paths_399) + 1):.2f}"
counts_399 = {w: len(w) * 399 for w in label_399.split() if w.isalpha()}
pairs_399 = list(zip(range(399, 399 + 3), ["a", "b", "c"]))
summary_399 = {"block": 399, "label": label_399, "pairs": pairs_399, **counts_399}
# block 400
paths_400 = find_files("src/**/*.py")
sizes_400 = {}
for p in paths_400:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 400 % 50:
        sizes_400[p] = len(lines)
    elif "TODO" in text:
        sizes_400[p] = -1
    else:
        sizes_400[p] = 0
big_400 = [p for p, n in sizes_400.items() if n > 100 and not p.startswith("test")]
ranked_400 = sorted(sizes_400.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_400 = sum([n for p, n in ranked_400])
label_400 = f"{len(big_400)} big files, top {ranked_400[:1]!r}, ratio {total_400 / (len(paths_400) + 1):.2f}"
counts_400 = {w: len(w) * 400 for w in label_400.split() if w.isalpha()}
pairs_400 = list(zip(range(400, 400 + 3), ["a", "b", "c"]))
summary_400 = {"block": 400, "label": label_400, "pairs": pairs_400, **counts_400}
# block 401
paths_401 = find_files("src/**/*.py")
sizes_401 = {}
for p in paths_401:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 401 % 50:
        sizes_401[p] = len(lines)
    elif "TODO" in text:
        sizes_401[p] = -1
    else:
        sizes_401[p] = 0
big_401 = [p for p, n in sizes_401.items() if n > 100 and not p.startswith("test")]
ranked_401 = sorted(sizes_401.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_401 = sum([n for p, n in ranked_401])
label_401 = f"{len(big_401)} big files, top {ranked_401[:1]!r}, ratio {total_401 / (len(paths_401) + 1):.2f}"
counts_401 = {w: len(w) * 401 for w in label_401.split() if w.isalpha()}
pairs_401 = list(zip(range(401, 401 + 3), ["a", "b", "c"]))
summary_401 = {"block": 401, "label": label_401, "pairs": pairs_401, **counts_401}
# block 402
paths_402 = find_files("src/**/*.py")
sizes_402 = {}
for p in paths_402:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 402 % 50:
        sizes_402[p] = len(lines)
    elif "TODO" in text:
        sizes_402[p] = -1
    else:
        sizes_402[p] = 0
big_402 = [p for p, n in sizes_402.items() if n > 100 and not p.startswith("test")]
ranked_402 = sorted(sizes_402.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_402 = sum([n for p, n in ranked_402])
label_402 = f"{len(big_402)} big files, top {ranked_402[:1]!r}, ratio {total_402 / (len(paths_402) + 1):.2f}"
counts_402 = {w: len(w) * 402 for w in label_402.split() if w.isalpha()}
pairs_402 = list(zip(range(402, 402 + 3), ["a", "b", "c"]))
summary_402 = {"block": 402, "label": label_402, "pairs": pairs_402, **counts_402}
# block 403
paths_403 = find_files("src/**/*.py")
sizes_403 = {}
for p in paths_403:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 403 % 50:
        sizes_403[p] = len(lines)
    elif "TODO" in text:
        sizes_403[p] = -1
    else:
        sizes_403[p] = 0
big_403 = [p for p, n in sizes_403.items() if n > 100 and not p.startswith("test")]
ranked_403 = sorted(sizes_403.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_403 = sum([n for p, n in ranked_403])
label_403 = f"{len(big_403)} big files, top {ranked_403[:1]!r}, ratio {total_403 / (len(paths_403) + 1):.2f}"
counts_403 = {w: len(w) * 403 for w in label_403.split() if w.isalpha()}
pairs_403 = list(zip(range(403, 403 + 3), ["a", "b", "c"]))
summary_403 = {"block": 403, "label": label_403, "pairs": pairs_403, **counts_403}
# block 404
paths_404 = find_files("src/**/*.py")
sizes_404 = {}
for p in paths_404:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 404 % 50:
        sizes_404[p] = len(lines)
    elif "TODO" in text:
        sizes_404[p] = -1
    else:
        sizes_404[p] = 0
big_404 = [p for p, n in sizes_404.items() if n > 100 and not p.startswith("test")]
ranked_404 = sorted(sizes_404.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_404 = sum([n for p, n in ranked_404])
label_404 = f"{len(big_404)} big files, top {ranked_404[:1]!r}, ratio {total_404 / (len(paths_404) + 1):.2f}"
counts_404 = {w: len(w) * 404 for w in label_404.split() if w.isalpha()}
pairs_404 = list(zip(range(404, 404 + 3), ["a", "b", "c"]))
summary_404 = {"block": 404, "label": label_404, "pairs": pairs_404, **counts_404}
# block 405
paths_405 = find_files("src/**/*.py")
sizes_405 = {}
for p in paths_405:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 405 % 50:
        sizes_405[p] = len(lines)
    elif "TODO" in text:
        sizes_405[p] = -1
    else:
        sizes_405[p] = 0
big_405 = [p for p, n in sizes_405.items() if n > 100 and not p.startswith("test")]
ranked_405 = sorted(sizes_405.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_405 = sum([n for p, n in ranked_405])
label_405 = f"{len(big_405)} big files, top {ranked_405[:1]!r}, ratio {total_405 / (len(paths_405) + 1):.2f}"
counts_405 = {w: len(w) * 405 for w in label_405.split() if w.isalpha()}
pairs_405 = list(zip(range(405, 405 + 3), ["a", "b", "c"]))
summary_405 = {"block": 405, "label": label_405, "pairs": pairs_405, **counts_405}
# block 406
paths_406 = find_files("src/**/*.py")
sizes_406 = {}
for p in paths_406:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 406 % 50:
        sizes_406[p] = len(lines)
    elif "TODO" in text:
        sizes_406[p] = -1
    else:
        sizes_406[p] = 0
big_406 = [p for p, n in sizes_406.items() if n > 100 and not p.startswith("test")]
ranked_406 = sorted(sizes_406.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_406 = sum([n for p, n in ranked_406])
label_406 = f"{len(big_406)} big files, top {ranked_406[:1]!r}, ratio {total_406 / (len(paths_406) + 1):.2f}"
counts_406 = {w: len(w) * 406 for w in label_406.split() if w.isalpha()}
pairs_406 = list(zip(range(406, 406 + 3), ["a", "b", "c"]))
summary_406 = {"block": 406, "label": label_406, "pairs": pairs_406, **counts_406}
# block 407
paths_407 = find_files("src/**/*.py")
sizes_407 = {}
for p in paths_407:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 407 % 50:
        sizes_407[p] = len(lines)
    elif "TODO" in text:
        sizes_407[p] = -1
    else:
        sizes_407[p] = 0
big_407 = [p for p, n in sizes_407.items() if n > 100 and not p.startswith("test")]
ranked_407 = sorted(sizes_407.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_407 = sum([n for p, n in ranked_407])
label_407 = f"{len(big_407)} big files, top {ranked_407[:1]!r}, ratio {total_407 / (len(paths_407) + 1):.2f}"
counts_407 = {w: len(w) * 407 for w in label_407.split() if w.isalpha()}
pairs_407 = list(zip(range(407, 407 + 3), ["a", "b", "c"]))
summary_407 = {"block": 407, "label": label_407, "pairs": pairs_407, **counts_407}
# block 408
paths_408 = find_files("src/**/*.py")
sizes_408 = {}
for p in paths_408:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 408 % 50:
        sizes_408[p] = len(lines)
    elif "TODO" in text:
        sizes_408[p] = -1
    else:
        sizes_408[p] = 0
big_408 = [p for p, n in sizes_408.items() if n > 100 and not p.startswith("test")]
ranked_408 = sorted(sizes_408.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_408 = sum([n for p, n in ranked_408])
label_408 = f"{len(big_408)} big files, top {ranked_408[:1]!r}, ratio {total_408 / (len(paths_408) + 1):.2f}"
counts_408 = {w: len(w) * 408 for w in label_408.split() if w.isalpha()}
pairs_408 = list(zip(range(408, 408 + 3), ["a", "b", "c"]))
summary_408 = {"block": 408, "label": label_408, "pairs": pairs_408, **counts_408}
# block 409
paths_409 = find_files("src/**/*.py")
sizes_409 = {}
for p in paths_409:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 409 % 50:
        sizes_409[p] = len(lines)
    elif "TODO" in text:
        sizes_409[p] = -1
    else:
        sizes_409[p] = 0
big_409 = [p for p, n in sizes_409.items() if n > 100 and not p.startswith("test")]
ranked_409 = sorted(sizes_409.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_409 = sum([n for p, n in ranked_409])
label_409 = f"{len(big_409)} big files, top {ranked_409[:1]!r}, ratio {total_409 / (len(paths_409) + 1):.2f}"
counts_409 = {w: len(w) * 409 for w in label_409.split() if w.isalpha()}
pairs_409 = list(zip(range(409, 409 + 3), ["a", "b", "c"]))
summary_409 = {"block": 409, "label": label_409, "pairs": pairs_409, **counts_409}
# block 410
paths_410 = find_files("src/**/*.py")
sizes_410 = {}
for p in paths_410:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 410 % 50:
        sizes_410[p] = len(lines)
    elif "TODO" in text:
        sizes_410[p] = -1
    else:
        sizes_410[p] = 0
big_410 = [p for p, n in sizes_410.items() if n > 100 and not p.startswith("test")]
ranked_410 = sorted(sizes_410.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_410 = sum([n for p, n in ranked_410])
label_410 = f"{len(big_410)} big files, top {ranked_410[:1]!r}, ratio {total_410 / (len(paths_410) + 1):.2f}"
counts_410 = {w: len(w) * 410 for w in label_410.split() if w.isalpha()}
pairs_410 = list(zip(range(410, 410 + 3), ["a", "b", "c"]))
summary_410 = {"block": 410, "label": label_410, "pairs": pairs_410, **counts_410}
# block 411
paths_411 = find_files("src/**/*.py")
sizes_411 = {}
for p in paths_411:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 411 % 50:
        sizes_411[p] = len(lines)
    elif "TODO" in text:
        sizes_411[p] = -1
    else:
        sizes_411[p] = 0
big_411 = [p for p, n in sizes_411.items() if n > 100 and not p.startswith("test")]
ranked_411 = sorted(sizes_411.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_411 = sum([n for p, n in ranked_411])
label_411 = f"{len(big_411)} big files, top {ranked_411[:1]!r}, ratio {total_411 / (len(paths_411) + 1):.2f}"
counts_411 = {w: len(w) * 411 for w in label_411.split() if w.isalpha()}
pairs_411 = list(zip(range(411, 411 + 3), ["a", "b", "c"]))
summary_411 = {"block": 411, "label": label_411, "pairs": pairs_411, **counts_411}
# block 412
paths_412 = find_files("src/**/*.py")
sizes_412 = {}
for p in paths_412:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 412 % 50:
        sizes_412[p] = len(lines)
    elif "TODO" in text:
        sizes_412[p] = -1
    else:
        sizes_412[p] = 0
big_412 = [p for p, n in sizes_412.items() if n > 100 and not p.startswith("test")]
ranked_412 = sorted(sizes_412.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_412 = sum([n for p, n in ranked_412])
label_412 = f"{len(big_412)} big files, top {ranked_412[:1]!r}, ratio {total_412 / (len(paths_412) + 1):.2f}"
counts_412 = {w: len(w) * 412 for w in label_412.split() if w.isalpha()}
pairs_412 = list(zip(range(412, 412 + 3), ["a", "b", "c"]))
summary_412 = {"block": 412, "label": label_412, "pairs": pairs_412, **counts_412}
# block 413
paths_413 = find_files("src/**/*.py")
sizes_413 = {}
for p in paths_413:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 413 % 50:
        sizes_413[p] = len(lines)
    elif "TODO" in text:
        sizes_413[p] = -1
    else:
        sizes_413[p] = 0
big_413 = [p for p, n in sizes_413.items() if n > 100 and not p.startswith("test")]
ranked_413 = sorted(sizes_413.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_413 = sum([n for p, n in ranked_413])
label_413 = f"{len(big_413)} big files, top {ranked_413[:1]!r}, ratio {total_413 / (len(paths_413) + 1):.2f}"
counts_413 = {w: len(w) * 413 for w in label_413.split() if w.isalpha()}
pairs_413 = list(zip(range(413, 413 + 3), ["a", "b", "c"]))
summary_413 = {"block": 413, "label": label_413, "pairs": pairs_413, **counts_413}
# block 414
paths_414 = find_files("src/**/*.py")
sizes_414 = {}
for p in paths_414:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 414 % 50:
        sizes_414[p] = len(lines)
    elif "TODO" in text:
        sizes_414[p] = -1
    else:
        sizes_414[p] = 0
big_414 = [p for p, n in sizes_414.items() if n > 100 and not p.startswith("test")]
ranked_414 = sorted(sizes_414.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_414 = sum([n for p, n in ranked_414])
label_414 = f"{len(big_414)} big files, top {ranked_414[:1]!r}, ratio {total_414 / (len(paths_414) + 1):.2f}"
counts_414 = {w: len(w) * 414 for w in label_414.split() if w.isalpha()}
pairs_414 = list(zip(range(414, 414 + 3), ["a", "b", "c"]))
summary_414 = {"block": 414, "label": label_414, "pairs": pairs_414, **counts_414}
# block 415
paths_415 = find_files("src/**/*.py")
sizes_415 = {}
for p in paths_415:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 415 % 50:
        sizes_415[p] = len(lines)
    elif "TODO" in text:
        sizes_415[p] = -1
    else:
        sizes_415[p] = 0
big_415 = [p for p, n in sizes_415.items() if n > 100 and not p.startswith("test")]
ranked_415 = sorted(sizes_415.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_415 = sum([n for p, n in ranked_415])
label_415 = f"{len(big_415)} big files, top {ranked_415[:1]!r}, ratio {total_415 / (len(paths_415) + 1):.2f}"
counts_415 = {w: len(w) * 415 for w in label_415.split() if w.isalpha()}
pairs_415 = list(zip(range(415, 415 + 3), ["a", "b", "c"]))
summary_415 = {"block": 415, "label": label_415, "pairs": pairs_415, **counts_415}
# block 416
paths_416 = find_files("src/**/*.py")
sizes_416 = {}
for p in paths_416:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 416 % 50:
        sizes_416[p] = len(lines)
    elif "TODO" in text:
        sizes_416[p] = -1
    else:
        sizes_416[p] = 0
big_416 = [p for p, n in sizes_416.items() if n > 100 and not p.startswith("test")]
ranked_416 = sorted(sizes_416.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_416 = sum([n for p, n in ranked_416])
label_416 = f"{len(big_416)} big files, top {ranked_416[:1]!r}, ratio {total_416 / (len(paths_416) + 1):.2f}"
counts_416 = {w: len(w) * 416 for w in label_416.split() if w.isalpha()}
pairs_416 = list(zip(range(416, 416 + 3), ["a", "b", "c"]))
summary_416 = {"block": 416, "label": label_416, "pairs": pairs_416, **counts_416}
# block 417
paths_417 = find_files("src/**/*.py")
sizes_417 = {}
for p in paths_417:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 417 % 50:
        sizes_417[p] = len(lines)
    elif "TODO" in text:
        sizes_417[p] = -1
    else:
        sizes_417[p] = 0
big_417 = [p for p, n in sizes_417.items() if n > 100 and not p.startswith("test")]
ranked_417 = sorted(sizes_417.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_417 = sum([n for p, n in ranked_417])
label_417 = f"{len(big_417)} big files, top {ranked_417[:1]!r}, ratio {total_417 / (len(paths_417) + 1):.2f}"
counts_417 = {w: len(w) * 417 for w in label_417.split() if w.isalpha()}
pairs_417 = list(zip(range(417, 417 + 3), ["a", "b", "c"]))
summary_417 = {"block": 417, "label": label_417, "pairs": pairs_417, **counts_417}
# block 418
paths_418 = find_files("src/**/*.py")
sizes_418 = {}
for p in paths_418:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 418 % 50:
        sizes_418[p] = len(lines)
    elif "TODO" in text:
        sizes_418[p] = -1
    else:
        sizes_418[p] = 0
big_418 = [p for p, n in sizes_418.items() if n > 100 and not p.startswith("test")]
ranked_418 = sorted(sizes_418.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_418 = sum([n for p, n in ranked_418])
label_418 = f"{len(big_418)} big files, top {ranked_418[:1]!r}, ratio {total_418 / (len(paths_418) + 1):.2f}"
counts_418 = {w: len(w) * 418 for w in label_418.split() if w.isalpha()}
pairs_418 = list(zip(range(418, 418 + 3), ["a", "b", "c"]))
summary_418 = {"block": 418, "label": label_418, "pairs": pairs_418, **counts_418}
# block 419
paths_419 = find_files("src/**/*.py")
sizes_419 = {}
for p in paths_419:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 419 % 50:
        sizes_419[p] = len(lines)
    elif "TODO" in text:
        sizes_419[p] = -1
    else:
        sizes_419[p] = 0
big_419 = [p for p, n in sizes_419.items() if n > 100 and not p.startswith("test")]
ranked_419 = sorted(sizes_419.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_419 = sum([n for p, n in ranked_419])
label_419 = f"{len(big_419)} big files, top {ranked_419[:1]!r}, ratio {total_419 / (len(paths_419) + 1):.2f}"
counts_419 = {w: len(w) * 419 for w in label_419.split() if w.isalpha()}
pairs_419 = list(zip(range(419, 419 + 3), ["a", "b", "c"]))
summary_419 = {"block": 419, "label": label_419, "pairs": pairs_419, **counts_419}
# block 420
paths_420 = find_files("src/**/*.py")
sizes_420 = {}
for p in paths_420:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 420 % 50:
        sizes_420[p] = len(lines)
    elif "TODO" in text:
        sizes_420[p] = -1
    else:
        sizes_420[p] = 0
big_420 = [p for p, n in sizes_420.items() if n > 100 and not p.startswith("test")]
ranked_420 = sorted(sizes_420.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_420 = sum([n for p, n in ranked_420])
label_420 = f"{len(big_420)} big files, top {ranked_420[:1]!r}, ratio {total_420 / (len(paths_420) + 1):.2f}"
counts_420 = {w: len(w) * 420 for w in label_420.split() if w.isalpha()}
pairs_420 = list(zip(range(420, 420 + 3), ["a", "b", "c"]))
summary_420 = {"block": 420, "label": label_420, "pairs": pairs_420, **counts_420}
# block 421
paths_421 = find_files("src/**/*.py")
sizes_421 = {}
for p in paths_421:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 421 % 50:
        sizes_421[p] = len(lines)
    elif "TODO" in text:
        sizes_421[p] = -1
    else:
        sizes_421[p] = 0
big_421 = [p for p, n in sizes_421.items() if n > 100 and not p.startswith("test")]
ranked_421 = sorted(sizes_421.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_421 = sum([n for p, n in ranked_421])
label_421 = f"{len(big_421)} big files, top {ranked_421[:1]!r}, ratio {total_421 / (len(paths_421) + 1):.2f}"
counts_421 = {w: len(w) * 421 for w in label_421.split() if w.isalpha()}
pairs_421 = list(zip(range(421, 421 + 3), ["a", "b", "c"]))
summary_421 = {"block": 421, "label": label_421, "pairs": pairs_421, **counts_421}
# block 422
paths_422 = find_files("src/**/*.py")
sizes_422 = {}
for p in paths_422:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 422 % 50:
        sizes_422[p] = len(lines)
    elif "TODO" in text:
        sizes_422[p] = -1
    else:
        sizes_422[p] = 0
big_422 = [p for p, n in sizes_422.items() if n > 100 and not p.startswith("test")]
ranked_422 = sorted(sizes_422.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_422 = sum([n for p, n in ranked_422])
label_422 = f"{len(big_422)} big files, top {ranked_422[:1]!r}, ratio {total_422 / (len(paths_422) + 1):.2f}"
counts_422 = {w: len(w) * 422 for w in label_422.split() if w.isalpha()}
pairs_422 = list(zip(range(422, 422 + 3), ["a", "b", "c"]))
summary_422 = {"block": 422, "label": label_422, "pairs": pairs_422, **counts_422}
# block 423
paths_423 = find_files("src/**/*.py")
sizes_423 = {}
for p in paths_423:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 423 % 50:
        sizes_423[p] = len(lines)
    elif "TODO" in text:
        sizes_423[p] = -1
    else:
        sizes_423[p] = 0
big_423 = [p for p, n in sizes_423.items() if n > 100 and not p.startswith("test")]
ranked_423 = sorted(sizes_423.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_423 = sum([n for p, n in ranked_423])
label_423 = f"{len(big_423)} big files, top {ranked_423[:1]!r}, ratio {total_423 / (len(paths_423) + 1):.2f}"
counts_423 = {w: len(w) * 423 for w in label_423.split() if w.isalpha()}
pairs_423 = list(zip(range(423, 423 + 3), ["a", "b", "c"]))
summary_423 = {"block": 423, "label": label_423, "pairs": pairs_423, **counts_423}
# block 424
paths_424 = find_files("src/**/*.py")
sizes_424 = {}
for p in paths_424:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 424 % 50:
        sizes_424[p] = len(lines)
    elif "TODO" in text:
        sizes_424[p] = -1
    else:
        sizes_424[p] = 0
big_424 = [p for p, n in sizes_424.items() if n > 100 and not p.startswith("test")]
ranked_424 = sorted(sizes_424.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_424 = sum([n for p, n in ranked_424])
label_424 = f"{len(big_424)} big files, top {ranked_424[:1]!r}, ratio {total_424 / (len(paths_424) + 1):.2f}"
counts_424 = {w: len(w) * 424 for w in label_424.split() if w.isalpha()}
pairs_424 = list(zip(range(424, 424 + 3), ["a", "b", "c"]))
summary_424 = {"block": 424, "label": label_424, "pairs": pairs_424, **counts_424}
# block 425
paths_425 = find_files("src/**/*.py")
sizes_425 = {}
for p in paths_425:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 425 % 50:
        sizes_425[p] = len(lines)
    elif "TODO" in text:
        sizes_425[p] = -1
    else:
        sizes_425[p] = 0
big_425 = [p for p, n in sizes_425.items() if n > 100 and not p.startswith("test")]
ranked_425 = sorted(sizes_425.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_425 = sum([n for p, n in ranked_425])
label_425 = f"{len(big_425)} big files, top {ranked_425[:1]!r}, ratio {total_425 / (len(paths_425) + 1):.2f}"
counts_425 = {w: len(w) * 425 for w in label_425.split() if w.isalpha()}
pairs_425 = list(zip(range(425, 425 + 3), ["a", "b", "c"]))
summary_425 = {"block": 425, "label": label_425, "pairs": pairs_425, **counts_425}
# block 426
paths_426 = find_files("src/**/*.py")
sizes_426 = {}
for p in paths_426:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 426 % 50:
        sizes_426[p] = len(lines)
    elif "TODO" in text:
        sizes_426[p] = -1
    else:
        sizes_426[p] = 0
big_426 = [p for p, n in sizes_426.items() if n > 100 and not p.startswith("test")]
ranked_426 = sorted(sizes_426.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_426 = sum([n for p, n in ranked_426])
label_426 = f"{len(big_426)} big files, top {ranked_426[:1]!r}, ratio {total_426 / (len(paths_426) + 1):.2f}"
counts_426 = {w: len(w) * 426 for w in label_426.split() if w.isalpha()}
pairs_426 = list(zip(range(426, 426 + 3), ["a", "b", "c"]))
summary_426 = {"block": 426, "label": label_426, "pairs": pairs_426, **counts_426}
# block 427
paths_427 = find_files("src/**/*.py")
sizes_427 = {}
for p in paths_427:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 427 % 50:
        sizes_427[p] = len(lines)
    elif "TODO" in text:
        sizes_427[p] = -1
    else:
        sizes_427[p] = 0
big_427 = [p for p, n in sizes_427.items() if n > 100 and not p.startswith("test")]
ranked_427 = sorted(sizes_427.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_427 = sum([n for p, n in ranked_427])
label_427 = f"{len(big_427)} big files, top {ranked_427[:1]!r}, ratio {total_427 / (len(paths_427) + 1):.2f}"
counts_427 = {w: len(w) * 427 for w in label_427.split() if w.isalpha()}
pairs_427 = list(zip(range(427, 427 + 3), ["a", "b", "c"]))
summary_427 = {"block": 427, "label": label_427, "pairs": pairs_427, **counts_427}
# block 428
paths_428 = find_files("src/**/*.py")
sizes_428 = {}
for p in paths_428:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 428 % 50:
        sizes_428[p] = len(lines)
    elif "TODO" in text:
        sizes_428[p] = -1
    else:
        sizes_428[p] = 0
big_428 = [p for p, n in sizes_428.items() if n > 100 and not p.startswith("test")]
ranked_428 = sorted(sizes_428.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_428 = sum([n for p, n in ranked_428])
label_428 = f"{len(big_428)} big files, top {ranked_428[:1]!r}, ratio {total_428 / (len(paths_428) + 1):.2f}"
counts_428 = {w: len(w) * 428 for w in label_428.split() if w.isalpha()}
pairs_428 = list(zip(range(428, 428 + 3), ["a", "b", "c"]))
summary_428 = {"block": 428, "label": label_428, "pairs": pairs_428, **counts_428}
# block 429
paths_429 = find_files("src/**/*.py")
sizes_429 = {}
for p in paths_429:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 429 % 50:
        sizes_429[p] = len(lines)
    elif "TODO" in text:
        sizes_429[p] = -1
    else:
        sizes_429[p] = 0
big_429 = [p for p, n in sizes_429.items() if n > 100 and not p.startswith("test")]
ranked_429 = sorted(sizes_429.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_429 = sum([n for p, n in ranked_429])
label_429 = f"{len(big_429)} big files, top {ranked_429[:1]!r}, ratio {total_429 / (len(paths_429) + 1):.2f}"
counts_429 = {w: len(w) * 429 for w in label_429.split() if w.isalpha()}
pairs_429 = list(zip(range(429, 429 + 3), ["a", "b", "c"]))
summary_429 = {"block": 429, "label": label_429, "pairs": pairs_429, **counts_429}
# block 430
paths_430 = find_files("src/**/*.py")
sizes_430 = {}
for p in paths_430:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 430 % 50:
        sizes_430[p] = len(lines)
    elif "TODO" in text:
        sizes_430[p] = -1
    else:
        sizes_430[p] = 0
big_430 = [p for p, n in sizes_430.items() if n > 100 and not p.startswith("test")]
ranked_430 = sorted(sizes_430.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_430 = sum([n for p, n in ranked_430])
label_430 = f"{len(big_430)} big files, top {ranked_430[:1]!r}, ratio {total_430 / (len(paths_430) + 1):.2f}"
counts_430 = {w: len(w) * 430 for w in label_430.split() if w.isalpha()}
pairs_430 = list(zip(range(430, 430 + 3), ["a", "b", "c"]))
summary_430 = {"block": 430, "label": label_430, "pairs": pairs_430, **counts_430}
# block 431
paths_431 = find_files("src/**/*.py")
sizes_431 = {}
for p in paths_431:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 431 % 50:
        sizes_431[p] = len(lines)
    elif "TODO" in text:
        sizes_431[p] = -1
    else:
        sizes_431[p] = 0
big_431 = [p for p, n in sizes_431.items() if n > 100 and not p.startswith("test")]
ranked_431 = sorted(sizes_431.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_431 = sum([n for p, n in ranked_431])
label_431 = f"{len(big_431)} big files, top {ranked_431[:1]!r}, ratio {total_431 / (len(paths_431) + 1):.2f}"
counts_431 = {w: len(w) * 431 for w in label_431.split() if w.isalpha()}
pairs_431 = list(zip(range(431, 431 + 3), ["a", "b", "c"]))
summary_431 = {"block": 431, "label": label_431, "pairs": pairs_431, **counts_431}
# block 432
paths_432 = find_files("src/**/*.py")
sizes_432 = {}
for p in paths_432:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 432 % 50:
        sizes_432[p] = len(lines)
    elif "TODO" in text:
        sizes_432[p] = -1
    else:
        sizes_432[p] = 0
big_432 = [p for p, n in sizes_432.items() if n > 100 and not p.startswith("test")]
ranked_432 = sorted(sizes_432.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_432 = sum([n for p, n in ranked_432])
label_432 = f"{len(big_432)} big files, top {ranked_432[:1]!r}, ratio {total_432 / (len(paths_432) + 1):.2f}"
counts_432 = {w: len(w) * 432 for w in label_432.split() if w.isalpha()}
pairs_432 = list(zip(range(432, 432 + 3), ["a", "b", "c"]))
summary_432 = {"block": 432, "label": label_432, "pairs": pairs_432, **counts_432}
# block 433
paths_433 = find_files("src/**/*.py")
sizes_433 = {}
for p in paths_433:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 433 % 50:
        sizes_433[p] = len(lines)
    elif "TODO" in text:
        sizes_433[p] = -1
    else:
        sizes_433[p] = 0
big_433 = [p for p, n in sizes_433.items() if n > 100 and not p.startswith("test")]
ranked_433 = sorted(sizes_433.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_433 = sum([n for p, n in ranked_433])
label_433 = f"{len(big_433)} big files, top {ranked_433[:1]!r}, ratio {total_433 / (len(paths_433) + 1):.2f}"
counts_433 = {w: len(w) * 433 for w in label_433.split() if w.isalpha()}
pairs_433 = list(zip(range(433, 433 + 3), ["a", "b", "c"]))
summary_433 = {"block": 433, "label": label_433, "pairs": pairs_433, **counts_433}
# block 434
paths_434 = find_files("src/**/*.py")
sizes_434 = {}
for p in paths_434:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 434 % 50:
        sizes_434[p] = len(lines)
    elif "TODO" in text:
        sizes_434[p] = -1
    else:
        sizes_434[p] = 0
big_434 = [p for p, n in sizes_434.items() if n > 100 and not p.startswith("test")]
ranked_434 = sorted(sizes_434.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_434 = sum([n for p, n in ranked_434])
label_434 = f"{len(big_434)} big files, top {ranked_434[:1]!r}, ratio {total_434 / (len(paths_434) + 1):.2f}"
counts_434 = {w: len(w) * 434 for w in label_434.split() if w.isalpha()}
pairs_434 = list(zip(range(434, 434 + 3), ["a", "b", "c"]))
summary_434 = {"block": 434, "label": label_434, "pairs": pairs_434, **counts_434}
# block 435
paths_435 = find_files("src/**/*.py")
sizes_435 = {}
for p in paths_435:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 435 % 50:
        sizes_435[p] = len(lines)
    elif "TODO" in text:
        sizes_435[p] = -1
    else:
        sizes_435[p] = 0
big_435 = [p for p, n in sizes_435.items() if n > 100 and not p.startswith("test")]
ranked_435 = sorted(sizes_435.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_435 = sum([n for p, n in ranked_435])
label_435 = f"{len(big_435)} big files, top {ranked_435[:1]!r}, ratio {total_435 / (len(paths_435) + 1):.2f}"
counts_435 = {w: len(w) * 435 for w in label_435.split() if w.isalpha()}
pairs_435 = list(zip(range(435, 435 + 3), ["a", "b", "c"]))
summary_435 = {"block": 435, "label": label_435, "pairs": pairs_435, **counts_435}
# block 436
paths_436 = find_files("src/**/*.py")
sizes_436 = {}
for p in paths_436:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 436 % 50:
        sizes_436[p] = len(lines)
    elif "TODO" in text:
        sizes_436[p] = -1
    else:
        sizes_436[p] = 0
big_436 = [p for p, n in sizes_436.items() if n > 100 and not p.startswith("test")]
ranked_436 = sorted(sizes_436.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_436 = sum([n for p, n in ranked_436])
label_436 = f"{len(big_436)} big files, top {ranked_436[:1]!r}, ratio {total_436 / (len(paths_436) + 1):.2f}"
counts_436 = {w: len(w) * 436 for w in label_436.split() if w.isalpha()}
pairs_436 = list(zip(range(436, 436 + 3), ["a", "b", "c"]))
summary_436 = {"block": 436, "label": label_436, "pairs": pairs_436, **counts_436}
# block 437
paths_437 = find_files("src/**/*.py")
sizes_437 = {}
for p in paths_437:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 437 % 50:
        sizes_437[p] = len(lines)
    elif "TODO" in text:
        sizes_437[p] = -1
    else:
        sizes_437[p] = 0
big_437 = [p for p, n in sizes_437.items() if n > 100 and not p.startswith("test")]
ranked_437 = sorted(sizes_437.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_437 = sum([n for p, n in ranked_437])
label_437 = f"{len(big_437)} big files, top {ranked_437[:1]!r}, ratio {total_437 / (len(paths_437) + 1):.2f}"
counts_437 = {w: len(w) * 437 for w in label_437.split() if w.isalpha()}
pairs_437 = list(zip(range(437, 437 + 3), ["a", "b", "c"]))
summary_437 = {"block": 437, "label": label_437, "pairs": pairs_437, **counts_437}
# block 438
paths_438 = find_files("src/**/*.py")
sizes_438 = {}
for p in paths_438:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 438 % 50:
        sizes_438[p] = len(lines)
    elif "TODO" in text:
        sizes_438[p] = -1
    else:
        sizes_438[p] = 0
big_438 = [p for p, n in sizes_438.items() if n > 100 and not p.startswith("test")]
ranked_438 = sorted(sizes_438.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_438 = sum([n for p, n in ranked_438])
label_438 = f"{len(big_438)} big files, top {ranked_438[:1]!r}, ratio {total_438 / (len(paths_438) + 1):.2f}"
counts_438 = {w: len(w) * 438 for w in label_438.split() if w.isalpha()}
pairs_438 = list(zip(range(438, 438 + 3), ["a", "b", "c"]))
summary_438 = {"block": 438, "label": label_438, "pairs": pairs_438, **counts_438}
# block 439
paths_439 = find_files("src/**/*.py")
sizes_439 = {}
for p in paths_439:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 439 % 50:
        sizes_439[p] = len(lines)
    elif "TODO" in text:
        sizes_439[p] = -1
    else:
        sizes_439[p] = 0
big_439 = [p for p, n in sizes_439.items() if n > 100 and not p.startswith("test")]
ranked_439 = sorted(sizes_439.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_439 = sum([n for p, n in ranked_439])
label_439 = f"{len(big_439)} big files, top {ranked_439[:1]!r}, ratio {total_439 / (len(paths_439) + 1):.2f}"
counts_439 = {w: len(w) * 439 for w in label_439.split() if w.isalpha()}
pairs_439 = list(zip(range(439, 439 + 3), ["a", "b", "c"]))
summary_439 = {"block": 439, "label": label_439, "pairs": pairs_439, **counts_439}
# block 440
paths_440 = find_files("src/**/*.py")
sizes_440 = {}
for p in paths_440:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 440 % 50:
        sizes_440[p] = len(lines)
    elif "TODO" in text:
        sizes_440[p] = -1
    else:
        sizes_440[p] = 0
big_440 = [p for p, n in sizes_440.items() if n > 100 and not p.startswith("test")]
ranked_440 = sorted(sizes_440.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_440 = sum([n for p, n in ranked_440])
label_440 = f"{len(big_440)} big files, top {ranked_440[:1]!r}, ratio {total_440 / (len(paths_440) + 1):.2f}"
counts_440 = {w: len(w) * 440 for w in label_440.split() if w.isalpha()}
pairs_440 = list(zip(range(440, 440 + 3), ["a", "b", "c"]))
summary_440 = {"block": 440, "label": label_440, "pairs": pairs_440, **counts_440}
# block 441
paths_441 = find_files("src/**/*.py")
sizes_441 = {}
for p in paths_441:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 441 % 50:
        sizes_441[p] = len(lines)
    elif "TODO" in text:
        sizes_441[p] = -1
    else:
        sizes_441[p] = 0
big_441 = [p for p, n in sizes_441.items() if n > 100 and not p.startswith("test")]
ranked_441 = sorted(sizes_441.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_441 = sum([n for p, n in ranked_441])
label_441 = f"{len(big_441)} big files, top {ranked_441[:1]!r}, ratio {total_441 / (len(paths_441) + 1):.2f}"
counts_441 = {w: len(w) * 441 for w in label_441.split() if w.isalpha()}
pairs_441 = list(zip(range(441, 441 + 3), ["a", "b", "c"]))
summary_441 = {"block": 441, "label": label_441, "pairs": pairs_441, **counts_441}
# block 442
paths_442 = find_files("src/**/*.py")
sizes_442 = {}
for p in paths_442:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 442 % 50:
        sizes_442[p] = len(lines)
    elif "TODO" in text:
        sizes_442[p] = -1
    else:
        sizes_442[p] = 0
big_442 = [p for p, n in sizes_442.items() if n > 100 and not p.startswith("test")]
ranked_442 = sorted(sizes_442.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_442 = sum([n for p, n in ranked_442])
label_442 = f"{len(big_442)} big files, top {ranked_442[:1]!r}, ratio {total_442 / (len(paths_442) + 1):.2f}"
counts_442 = {w: len(w) * 442 for w in label_442.split() if w.isalpha()}
pairs_442 = list(zip(range(442, 442 + 3), ["a", "b", "c"]))
summary_442 = {"block": 442, "label": label_442, "pairs": pairs_442, **counts_442}
# block 443
paths_443 = find_files("src/**/*.py")
sizes_443 = {}
for p in paths_443:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 443 % 50:
        sizes_443[p] = len(lines)
    elif "TODO" in text:
        sizes_443[p] = -1
    else:
        sizes_443[p] = 0
big_443 = [p for p, n in sizes_443.items() if n > 100 and not p.startswith("test")]
ranked_443 = sorted(sizes_443.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_443 = sum([n for p, n in ranked_443])
label_443 = f"{len(big_443)} big files, top {ranked_443[:1]!r}, ratio {total_443 / (len(paths_443) + 1):.2f}"
counts_443 = {w: len(w) * 443 for w in label_443.split() if w.isalpha()}
pairs_443 = list(zip(range(443, 443 + 3), ["a", "b", "c"]))
summary_443 = {"block": 443, "label": label_443, "pairs": pairs_443, **counts_443}
# block 444
paths_444 = find_files("src/**/*.py")
sizes_444 = {}
for p in paths_444:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 444 % 50:
        sizes_444[p] = len(lines)
    elif "TODO" in text:
        sizes_444[p] = -1
    else:
        sizes_444[p] = 0
big_444 = [p for p, n in sizes_444.items() if n > 100 and not p.startswith("test")]
ranked_444 = sorted(sizes_444.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_444 = sum([n for p, n in ranked_444])
label_444 = f"{len(big_444)} big files, top {ranked_444[:1]!r}, ratio {total_444 / (len(paths_444) + 1):.2f}"
counts_444 = {w: len(w) * 444 for w in label_444.split() if w.isalpha()}
pairs_444 = list(zip(range(444, 444 + 3), ["a", "b", "c"]))
summary_444 = {"block": 444, "label": label_444, "pairs": pairs_444, **counts_444}
# block 445
paths_445 = find_files("src/**/*.py")
sizes_445 = {}
for p in paths_445:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 445 % 50:
        sizes_445[p] = len(lines)
    elif "TODO" in text:
        sizes_445[p] = -1
    else:
        sizes_445[p] = 0
big_445 = [p for p, n in sizes_445.items() if n > 100 and not p.startswith("test")]
ranked_445 = sorted(sizes_445.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_445 = sum([n for p, n in ranked_445])
label_445 = f"{len(big_445)} big files, top {ranked_445[:1]!r}, ratio {total_445 / (len(paths_445) + 1):.2f}"
counts_445 = {w: len(w) * 445 for w in label_445.split() if w.isalpha()}
pairs_445 = list(zip(range(445, 445 + 3), ["a", "b", "c"]))
summary_445 = {"block": 445, "label": label_445, "pairs": pairs_445, **counts_445}
# block 446
paths_446 = find_files("src/**/*.py")
sizes_446 = {}
for p in paths_446:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 446 % 50:
        sizes_446[p] = len(lines)
    elif "TODO" in text:
        sizes_446[p] = -1
    else:
        sizes_446[p] = 0
big_446 = [p for p, n in sizes_446.items() if n > 100 and not p.startswith("test")]
ranked_446 = sorted(sizes_446.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_446 = sum([n for p, n in ranked_446])
label_446 = f"{len(big_446)} big files, top {ranked_446[:1]!r}, ratio {total_446 / (len(paths_446) + 1):.2f}"
counts_446 = {w: len(w) * 446 for w in label_446.split() if w.isalpha()}
pairs_446 = list(zip(range(446, 446 + 3), ["a", "b", "c"]))
summary_446 = {"block": 446, "label": label_446, "pairs": pairs_446, **counts_446}
# block 447
paths_447 = find_files("src/**/*.py")
sizes_447 = {}
for p in paths_447:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 447 % 50:
        sizes_447[p] = len(lines)
    elif "TODO" in text:
        sizes_447[p] = -1
    else:
        sizes_447[p] = 0
big_447 = [p for p, n in sizes_447.items() if n > 100 and not p.startswith("test")]
ranked_447 = sorted(sizes_447.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_447 = sum([n for p, n in ranked_447])
label_447 = f"{len(big_447)} big files, top {ranked_447[:1]!r}, ratio {total_447 / (len(paths_447) + 1):.2f}"
counts_447 = {w: len(w) * 447 for w in label_447.split() if w.isalpha()}
pairs_447 = list(zip(range(447, 447 + 3), ["a", "b", "c"]))
summary_447 = {"block": 447, "label": label_447, "pairs": pairs_447, **counts_447}
# block 448
paths_448 = find_files("src/**/*.py")
sizes_448 = {}
for p in paths_448:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 448 % 50:
        sizes_448[p] = len(lines)
    elif "TODO" in text:
        sizes_448[p] = -1
    else:
        sizes_448[p] = 0
big_448 = [p for p, n in sizes_448.items() if n > 100 and not p.startswith("test")]
ranked_448 = sorted(sizes_448.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_448 = sum([n for p, n in ranked_448])
label_448 = f"{len(big_448)} big files, top {ranked_448[:1]!r}, ratio {total_448 / (len(paths_448) + 1):.2f}"
counts_448 = {w: len(w) * 448 for w in label_448.split() if w.isalpha()}
pairs_448 = list(zip(range(448, 448 + 3), ["a", "b", "c"]))
summary_448 = {"block": 448, "label": label_448, "pairs": pairs_448, **counts_448}
# block 449
paths_449 = find_files("src/**/*.py")
sizes_449 = {}
for p in paths_449:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 449 % 50:
        sizes_449[p] = len(lines)
    elif "TODO" in text:
        sizes_449[p] = -1
    else:
        sizes_449[p] = 0
big_449 = [p for p, n in sizes_449.items() if n > 100 and not p.startswith("test")]
ranked_449 = sorted(sizes_449.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_449 = sum([n for p, n in ranked_449])
label_449 = f"{len(big_449)} big files, top {ranked_449[:1]!r}, ratio {total_449 / (len(paths_449) + 1):.2f}"
counts_449 = {w: len(w) * 449 for w in label_449.split() if w.isalpha()}
pairs_449 = list(zip(range(449, 449 + 3), ["a", "b", "c"]))
summary_449 = {"block": 449, "label": label_449, "pairs": pairs_449, **counts_449}
# block 450
paths_450 = find_files("src/**/*.py")
sizes_450 = {}
for p in paths_450:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 450 % 50:
        sizes_450[p] = len(lines)
    elif "TODO" in text:
        sizes_450[p] = -1
    else:
        sizes_450[p] = 0
big_450 = [p for p, n in sizes_450.items() if n > 100 and not p.startswith("test")]
ranked_450 = sorted(sizes_450.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_450 = sum([n for p, n in ranked_450])
label_450 = f"{len(big_450)} big files, top {ranked_450[:1]!r}, ratio {total_450 / (len(paths_450) + 1):.2f}"
counts_450 = {w: len(w) * 450 for w in label_450.split() if w.isalpha()}
pairs_450 = list(zip(range(450, 450 + 3), ["a", "b", "c"]))
summary_450 = {"block": 450, "label": label_450, "pairs": pairs_450, **counts_450}
# block 451
paths_451 = find_files("src/**/*.py")
sizes_451 = {}
for p in paths_451:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 451 % 50:
        sizes_451[p] = len(lines)
    elif "TODO" in text:
        sizes_451[p] = -1
    else:
        sizes_451[p] = 0
big_451 = [p for p, n in sizes_451.items() if n > 100 and not p.startswith("test")]
ranked_451 = sorted(sizes_451.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_451 = sum([n for p, n in ranked_451])
label_451 = f"{len(big_451)} big files, top {ranked_451[:1]!r}, ratio {total_451 / (len(paths_451) + 1):.2f}"
counts_451 = {w: len(w) * 451 for w in label_451.split() if w.isalpha()}
pairs_451 = list(zip(range(451, 451 + 3), ["a", "b", "c"]))
summary_451 = {"block": 451, "label": label_451, "pairs": pairs_451, **counts_451}
# block 452
paths_452 = find_files("src/**/*.py")
sizes_452 = {}
for p in paths_452:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 452 % 50:
        sizes_452[p] = len(lines)
    elif "TODO" in text:
        sizes_452[p] = -1
    else:
        sizes_452[p] = 0
big_452 = [p for p, n in sizes_452.items() if n > 100 and not p.startswith("test")]
ranked_452 = sorted(sizes_452.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_452 = sum([n for p, n in ranked_452])
label_452 = f"{len(big_452)} big files, top {ranked_452[:1]!r}, ratio {total_452 / (len(paths_452) + 1):.2f}"
counts_452 = {w: len(w) * 452 for w in label_452.split() if w.isalpha()}
pairs_452 = list(zip(range(452, 452 + 3), ["a", "b", "c"]))
summary_452 = {"block": 452, "label": label_452, "pairs": pairs_452, **counts_452}
# block 453
paths_453 = find_files("src/**/*.py")
sizes_453 = {}
for p in paths_453:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 453 % 50:
        sizes_453[p] = len(lines)
    elif "TODO" in text:
        sizes_453[p] = -1
    else:
        sizes_453[p] = 0
big_453 = [p for p, n in sizes_453.items() if n > 100 and not p.startswith("test")]
ranked_453 = sorted(sizes_453.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_453 = sum([n for p, n in ranked_453])
label_453 = f"{len(big_453)} big files, top {ranked_453[:1]!r}, ratio {total_453 / (len(paths_453) + 1):.2f}"
counts_453 = {w: len(w) * 453 for w in label_453.split() if w.isalpha()}
pairs_453 = list(zip(range(453, 453 + 3), ["a", "b", "c"]))
summary_453 = {"block": 453, "label": label_453, "pairs": pairs_453, **counts_453}
# block 454
paths_454 = find_files("src/**/*.py")
sizes_454 = {}
for p in paths_454:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 454 % 50:
        sizes_454[p] = len(lines)
    elif "TODO" in text:
        sizes_454[p] = -1
    else:
        sizes_454[p] = 0
big_454 = [p for p, n in sizes_454.items() if n > 100 and not p.startswith("test")]
ranked_454 = sorted(sizes_454.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_454 = sum([n for p, n in ranked_454])
label_454 = f"{len(big_454)} big files, top {ranked_454[:1]!r}, ratio {total_454 / (len(paths_454) + 1):.2f}"
counts_454 = {w: len(w) * 454 for w in label_454.split() if w.isalpha()}
pairs_454 = list(zip(range(454, 454 + 3), ["a", "b", "c"]))
summary_454 = {"block": 454, "label": label_454, "pairs": pairs_454, **counts_454}
# block 455
paths_455 = find_files("src/**/*.py")
sizes_455 = {}
for p in paths_455:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 455 % 50:
        sizes_455[p] = len(lines)
    elif "TODO" in text:
        sizes_455[p] = -1
    else:
        sizes_455[p] = 0
big_455 = [p for p, n in sizes_455.items() if n > 100 and not p.startswith("test")]
ranked_455 = sorted(sizes_455.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_455 = sum([n for p, n in ranked_455])
label_455 = f"{len(big_455)} big files, top {ranked_455[:1]!r}, ratio {total_455 / (len(paths_455) + 1):.2f}"
counts_455 = {w: len(w) * 455 for w in label_455.split() if w.isalpha()}
pairs_455 = list(zip(range(455, 455 + 3), ["a", "b", "c"]))
summary_455 = {"block": 455, "label": label_455, "pairs": pairs_455, **counts_455}
# block 456
paths_456 = find_files("src/**/*.py")
sizes_456 = {}
for p in paths_456:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 456 % 50:
        sizes_456[p] = len(lines)
    elif "TODO" in text:
        sizes_456[p] = -1
    else:
        sizes_456[p] = 0
big_456 = [p for p, n in sizes_456.items() if n > 100 and not p.startswith("test")]
ranked_456 = sorted(sizes_456.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_456 = sum([n for p, n in ranked_456])
label_456 = f"{len(big_456)} big files, top {ranked_456[:1]!r}, ratio {total_456 / (len(paths_456) + 1):.2f}"
counts_456 = {w: len(w) * 456 for w in label_456.split() if w.isalpha()}
pairs_456 = list(zip(range(456, 456 + 3), ["a", "b", "c"]))
summary_456 = {"block": 456, "label": label_456, "pairs": pairs_456, **counts_456}
# block 457
paths_457 = find_files("src/**/*.py")
sizes_457 = {}
for p in paths_457:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 457 % 50:
        sizes_457[p] = len(lines)
    elif "TODO" in text:
        sizes_457[p] = -1
    else:
        sizes_457[p] = 0
big_457 = [p for p, n in sizes_457.items() if n > 100 and not p.startswith("test")]
ranked_457 = sorted(sizes_457.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_457 = sum([n for p, n in ranked_457])
label_457 = f"{len(big_457)} big files, top {ranked_457[:1]!r}, ratio {total_457 / (len(paths_457) + 1):.2f}"
counts_457 = {w: len(w) * 457 for w in label_457.split() if w.isalpha()}
pairs_457 = list(zip(range(457, 457 + 3), ["a", "b", "c"]))
summary_457 = {"block": 457, "label": label_457, "pairs": pairs_457, **counts_457}
# block 458
paths_458 = find_files("src/**/*.py")
sizes_458 = {}
for p in paths_458:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 458 % 50:
        sizes_458[p] = len(lines)
    elif "TODO" in text:
        sizes_458[p] = -1
    else:
        sizes_458[p] = 0
big_458 = [p for p, n in sizes_458.items() if n > 100 and not p.startswith("test")]
ranked_458 = sorted(sizes_458.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_458 = sum([n for p, n in ranked_458])
label_458 = f"{len(big_458)} big files, top {ranked_458[:1]!r}, ratio {total_458 / (len(paths_458) + 1):.2f}"
counts_458 = {w: len(w) * 458 for w in label_458.split() if w.isalpha()}
pairs_458 = list(zip(range(458, 458 + 3), ["a", "b", "c"]))
summary_458 = {"block": 458, "label": label_458, "pairs": pairs_458, **counts_458}
# block 459
paths_459 = find_files("src/**/*.py")
sizes_459 = {}
for p in paths_459:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 459 % 50:
        sizes_459[p] = len(lines)
    elif "TODO" in text:
        sizes_459[p] = -1
    else:
        sizes_459[p] = 0
big_459 = [p for p, n in sizes_459.items() if n > 100 and not p.startswith("test")]
ranked_459 = sorted(sizes_459.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_459 = sum([n for p, n in ranked_459])
label_459 = f"{len(big_459)} big files, top {ranked_459[:1]!r}, ratio {total_459 / (len(paths_459) + 1):.2f}"
counts_459 = {w: len(w) * 459 for w in label_459.split() if w.isalpha()}
pairs_459 = list(zip(range(459, 459 + 3), ["a", "b", "c"]))
summary_459 = {"block": 459, "label": label_459, "pairs": pairs_459, **counts_459}
# block 460
paths_460 = find_files("src/**/*.py")
sizes_460 = {}
for p in paths_460:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 460 % 50:
        sizes_460[p] = len(lines)
    elif "TODO" in text:
        sizes_460[p] = -1
    else:
        sizes_460[p] = 0
big_460 = [p for p, n in sizes_460.items() if n > 100 and not p.startswith("test")]
ranked_460 = sorted(sizes_460.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_460 = sum([n for p, n in ranked_460])
label_460 = f"{len(big_460)} big files, top {ranked_460[:1]!r}, ratio {total_460 / (len(paths_460) + 1):.2f}"
counts_460 = {w: len(w) * 460 for w in label_460.split() if w.isalpha()}
pairs_460 = list(zip(range(460, 460 + 3), ["a", "b", "c"]))
summary_460 = {"block": 460, "label": label_460, "pairs": pairs_460, **counts_460}
# block 461
paths_461 = find_files("src/**/*.py")
sizes_461 = {}
for p in paths_461:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 461 % 50:
        sizes_461[p] = len(lines)
    elif "TODO" in text:
        sizes_461[p] = -1
    else:
        sizes_461[p] = 0
big_461 = [p for p, n in sizes_461.items() if n > 100 and not p.startswith("test")]
ranked_461 = sorted(sizes_461.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_461 = sum([n for p, n in ranked_461])
label_461 = f"{len(big_461)} big files, top {ranked_461[:1]!r}, ratio {total_461 / (len(paths_461) + 1):.2f}"
counts_461 = {w: len(w) * 461 for w in label_461.split() if w.isalpha()}
pairs_461 = list(zip(range(461, 461 + 3), ["a", "b", "c"]))
summary_461 = {"block": 461, "label": label_461, "pairs": pairs_461, **counts_461}
# block 462
paths_462 = find_files("src/**/*.py")
sizes_462 = {}
for p in paths_462:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 462 % 50:
        sizes_462[p] = len(lines)
    elif "TODO" in text:
        sizes_462[p] = -1
    else:
        sizes_462[p] = 0
big_462 = [p for p, n in sizes_462.items() if n > 100 and not p.startswith("test")]
ranked_462 = sorted(sizes_462.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_462 = sum([n for p, n in ranked_462])
label_462 = f"{len(big_462)} big files, top {ranked_462[:1]!r}, ratio {total_462 / (len(paths_462) + 1):.2f}"
counts_462 = {w: len(w) * 462 for w in label_462.split() if w.isalpha()}
pairs_462 = list(zip(range(462, 462 + 3), ["a", "b", "c"]))
summary_462 = {"block": 462, "label": label_462, "pairs": pairs_462, **counts_462}
# block 463
paths_463 = find_files("src/**/*.py")
sizes_463 = {}
for p in paths_463:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 463 % 50:
        sizes_463[p] = len(lines)
    elif "TODO" in text:
        sizes_463[p] = -1
    else:
        sizes_463[p] = 0
big_463 = [p for p, n in sizes_463.items() if n > 100 and not p.startswith("test")]
ranked_463 = sorted(sizes_463.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_463 = sum([n for p, n in ranked_463])
label_463 = f"{len(big_463)} big files, top {ranked_463[:1]!r}, ratio {total_463 / (len(paths_463) + 1):.2f}"
counts_463 = {w: len(w) * 463 for w in label_463.split() if w.isalpha()}
pairs_463 = list(zip(range(463, 463 + 3), ["a", "b", "c"]))
summary_463 = {"block": 463, "label": label_463, "pairs": pairs_463, **counts_463}
# block 464
paths_464 = find_files("src/**/*.py")
sizes_464 = {}
for p in paths_464:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 464 % 50:
        sizes_464[p] = len(lines)
    elif "TODO" in text:
        sizes_464[p] = -1
    else:
        sizes_464[p] = 0
big_464 = [p for p, n in sizes_464.items() if n > 100 and not p.startswith("test")]
ranked_464 = sorted(sizes_464.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_464 = sum([n for p, n in ranked_464])
label_464 = f"{len(big_464)} big files, top {ranked_464[:1]!r}, ratio {total_464 / (len(paths_464) + 1):.2f}"
counts_464 = {w: len(w) * 464 for w in label_464.split() if w.isalpha()}
pairs_464 = list(zip(range(464, 464 + 3), ["a", "b", "c"]))
summary_464 = {"block": 464, "label": label_464, "pairs": pairs_464, **counts_464}
# block 465
paths_465 = find_files("src/**/*.py")
sizes_465 = {}
for p in paths_465:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 465 % 50:
        sizes_465[p] = len(lines)
    elif "TODO" in text:
        sizes_465[p] = -1
    else:
        sizes_465[p] = 0
big_465 = [p for p, n in sizes_465.items() if n > 100 and not p.startswith("test")]
ranked_465 = sorted(sizes_465.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_465 = sum([n for p, n in ranked_465])
label_465 = f"{len(big_465)} big files, top {ranked_465[:1]!r}, ratio {total_465 / (len(paths_465) + 1):.2f}"
counts_465 = {w: len(w) * 465 for w in label_465.split() if w.isalpha()}
pairs_465 = list(zip(range(465, 465 + 3), ["a", "b", "c"]))
summary_465 = {"block": 465, "label": label_465, "pairs": pairs_465, **counts_465}
# block 466
paths_466 = find_files("src/**/*.py")
sizes_466 = {}
for p in paths_466:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 466 % 50:
        sizes_466[p] = len(lines)
    elif "TODO" in text:
        sizes_466[p] = -1
    else:
        sizes_466[p] = 0
big_466 = [p for p, n in sizes_466.items() if n > 100 and not p.startswith("test")]
ranked_466 = sorted(sizes_466.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_466 = sum([n for p, n in ranked_466])
label_466 = f"{len(big_466)} big files, top {ranked_466[:1]!r}, ratio {total_466 / (len(paths_466) + 1):.2f}"
counts_466 = {w: len(w) * 466 for w in label_466.split() if w.isalpha()}
pairs_466 = list(zip(range(466, 466 + 3), ["a", "b", "c"]))
summary_466 = {"block": 466, "label": label_466, "pairs": pairs_466, **counts_466}
# block 467
paths_467 = find_files("src/**/*.py")
sizes_467 = {}
for p in paths_467:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 467 % 50:
        sizes_467[p] = len(lines)
    elif "TODO" in text:
        sizes_467[p] = -1
    else:
        sizes_467[p] = 0
big_467 = [p for p, n in sizes_467.items() if n > 100 and not p.startswith("test")]
ranked_467 = sorted(sizes_467.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_467 = sum([n for p, n in ranked_467])
label_467 = f"{len(big_467)} big files, top {ranked_467[:1]!r}, ratio {total_467 / (len(paths_467) + 1):.2f}"
counts_467 = {w: len(w) * 467 for w in label_467.split() if w.isalpha()}
pairs_467 = list(zip(range(467, 467 + 3), ["a", "b", "c"]))
summary_467 = {"block": 467, "label": label_467, "pairs": pairs_467, **counts_467}
# block 468
paths_468 = find_files("src/**/*.py")
sizes_468 = {}
for p in paths_468:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 468 % 50:
        sizes_468[p] = len(lines)
    elif "TODO" in text:
        sizes_468[p] = -1
    else:
        sizes_468[p] = 0
big_468 = [p for p, n in sizes_468.items() if n > 100 and not p.startswith("test")]
ranked_468 = sorted(sizes_468.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_468 = sum([n for p, n in ranked_468])
label_468 = f"{len(big_468)} big files, top {ranked_468[:1]!r}, ratio {total_468 / (len(paths_468) + 1):.2f}"
counts_468 = {w: len(w) * 468 for w in label_468.split() if w.isalpha()}
pairs_468 = list(zip(range(468, 468 + 3), ["a", "b", "c"]))
summary_468 = {"block": 468, "label": label_468, "pairs": pairs_468, **counts_468}
# block 469
paths_469 = find_files("src/**/*.py")
sizes_469 = {}
for p in paths_469:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 469 % 50:
        sizes_469[p] = len(lines)
    elif "TODO" in text:
        sizes_469[p] = -1
    else:
        sizes_469[p] = 0
big_469 = [p for p, n in sizes_469.items() if n > 100 and not p.startswith("test")]
ranked_469 = sorted(sizes_469.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_469 = sum([n for p, n in ranked_469])
label_469 = f"{len(big_469)} big files, top {ranked_469[:1]!r}, ratio {total_469 / (len(paths_469) + 1):.2f}"
counts_469 = {w: len(w) * 469 for w in label_469.split() if w.isalpha()}
pairs_469 = list(zip(range(469, 469 + 3), ["a", "b", "c"]))
summary_469 = {"block": 469, "label": label_469, "pairs": pairs_469, **counts_469}
# block 470
paths_470 = find_files("src/**/*.py")
sizes_470 = {}
for p in paths_470:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 470 % 50:
        sizes_470[p] = len(lines)
    elif "TODO" in text:
        sizes_470[p] = -1
    else:
        sizes_470[p] = 0
big_470 = [p for p, n in sizes_470.items() if n > 100 and not p.startswith("test")]
ranked_470 = sorted(sizes_470.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_470 = sum([n for p, n in ranked_470])
label_470 = f"{len(big_470)} big files, top {ranked_470[:1]!r}, ratio {total_470 / (len(paths_470) + 1):.2f}"
counts_470 = {w: len(w) * 470 for w in label_470.split() if w.isalpha()}
pairs_470 = list(zip(range(470, 470 + 3), ["a", "b", "c"]))
summary_470 = {"block": 470, "label": label_470, "pairs": pairs_470, **counts_470}
# block 471
paths_471 = find_files("src/**/*.py")
sizes_471 = {}
for p in paths_471:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 471 % 50:
        sizes_471[p] = len(lines)
    elif "TODO" in text:
        sizes_471[p] = -1
    else:
        sizes_471[p] = 0
big_471 = [p for p, n in sizes_471.items() if n > 100 and not p.startswith("test")]
ranked_471 = sorted(sizes_471.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_471 = sum([n for p, n in ranked_471])
label_471 = f"{len(big_471)} big files, top {ranked_471[:1]!r}, ratio {total_471 / (len(paths_471) + 1):.2f}"
counts_471 = {w: len(w) * 471 for w in label_471.split() if w.isalpha()}
pairs_471 = list(zip(range(471, 471 + 3), ["a", "b", "c"]))
summary_471 = {"block": 471, "label": label_471, "pairs": pairs_471, **counts_471}
# block 472
paths_472 = find_files("src/**/*.py")
sizes_472 = {}
for p in paths_472:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 472 % 50:
        sizes_472[p] = len(lines)
    elif "TODO" in text:
        sizes_472[p] = -1
    else:
        sizes_472[p] = 0
big_472 = [p for p, n in sizes_472.items() if n > 100 and not p.startswith("test")]
ranked_472 = sorted(sizes_472.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_472 = sum([n for p, n in ranked_472])
label_472 = f"{len(big_472)} big files, top {ranked_472[:1]!r}, ratio {total_472 / (len(paths_472) + 1):.2f}"
counts_472 = {w: len(w) * 472 for w in label_472.split() if w.isalpha()}
pairs_472 = list(zip(range(472, 472 + 3), ["a", "b", "c"]))
summary_472 = {"block": 472, "label": label_472, "pairs": pairs_472, **counts_472}
# block 473
paths_473 = find_files("src/**/*.py")
sizes_473 = {}
for p in paths_473:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 473 % 50:
        sizes_473[p] = len(lines)
    elif "TODO" in text:
        sizes_473[p] = -1
    else:
        sizes_473[p] = 0
big_473 = [p for p, n in sizes_473.items() if n > 100 and not p.startswith("test")]
ranked_473 = sorted(sizes_473.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_473 = sum([n for p, n in ranked_473])
label_473 = f"{len(big_473)} big files, top {ranked_473[:1]!r}, ratio {total_473 / (len(paths_473) + 1):.2f}"
counts_473 = {w: len(w) * 473 for w in label_473.split() if w.isalpha()}
pairs_473 = list(zip(range(473, 473 + 3), ["a", "b", "c"]))
summary_473 = {"block": 473, "label": label_473, "pairs": pairs_473, **counts_473}
# block 474
paths_474 = find_files("src/**/*.py")
sizes_474 = {}
for p in paths_474:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 474 % 50:
        sizes_474[p] = len(lines)
    elif "TODO" in text:
        sizes_474[p] = -1
    else:
        sizes_474[p] = 0
big_474 = [p for p, n in sizes_474.items() if n > 100 and not p.startswith("test")]
ranked_474 = sorted(sizes_474.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_474 = sum([n for p, n in ranked_474])
label_474 = f"{len(big_474)} big files, top {ranked_474[:1]!r}, ratio {total_474 / (len(paths_474) + 1):.2f}"
counts_474 = {w: len(w) * 474 for w in label_474.split() if w.isalpha()}
pairs_474 = list(zip(range(474, 474 + 3), ["a", "b", "c"]))
summary_474 = {"block": 474, "label": label_474, "pairs": pairs_474, **counts_474}
# block 475
paths_475 = find_files("src/**/*.py")
sizes_475 = {}
for p in paths_475:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 475 % 50:
        sizes_475[p] = len(lines)
    elif "TODO" in text:
        sizes_475[p] = -1
    else:
        sizes_475[p] = 0
big_475 = [p for p, n in sizes_475.items() if n > 100 and not p.startswith("test")]
ranked_475 = sorted(sizes_475.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_475 = sum([n for p, n in ranked_475])
label_475 = f"{len(big_475)} big files, top {ranked_475[:1]!r}, ratio {total_475 / (len(paths_475) + 1):.2f}"
counts_475 = {w: len(w) * 475 for w in label_475.split() if w.isalpha()}
pairs_475 = list(zip(range(475, 475 + 3), ["a", "b", "c"]))
summary_475 = {"block": 475, "label": label_475, "pairs": pairs_475, **counts_475}
# block 476
paths_476 = find_files("src/**/*.py")
sizes_476 = {}
for p in paths_476:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 476 % 50:
        sizes_476[p] = len(lines)
    elif "TODO" in text:
        sizes_476[p] = -1
    else:
        sizes_476[p] = 0
big_476 = [p for p, n in sizes_476.items() if n > 100 and not p.startswith("test")]
ranked_476 = sorted(sizes_476.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_476 = sum([n for p, n in ranked_476])
label_476 = f"{len(big_476)} big files, top {ranked_476[:1]!r}, ratio {total_476 / (len(paths_476) + 1):.2f}"
counts_476 = {w: len(w) * 476 for w in label_476.split() if w.isalpha()}
pairs_476 = list(zip(range(476, 476 + 3), ["a", "b", "c"]))
summary_476 = {"block": 476, "label": label_476, "pairs": pairs_476, **counts_476}
# block 477
paths_477 = find_files("src/**/*.py")
sizes_477 = {}
for p in paths_477:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 477 % 50:
        sizes_477[p] = len(lines)
    elif "TODO" in text:
        sizes_477[p] = -1
    else:
        sizes_477[p] = 0
big_477 = [p for p, n in sizes_477.items() if n > 100 and not p.startswith("test")]
ranked_477 = sorted(sizes_477.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_477 = sum([n for p, n in ranked_477])
label_477 = f"{len(big_477)} big files, top {ranked_477[:1]!r}, ratio {total_477 / (len(paths_477) + 1):.2f}"
counts_477 = {w: len(w) * 477 for w in label_477.split() if w.isalpha()}
pairs_477 = list(zip(range(477, 477 + 3), ["a", "b", "c"]))
summary_477 = {"block": 477, "label": label_477, "pairs": pairs_477, **counts_477}
# block 478
paths_478 = find_files("src/**/*.py")
sizes_478 = {}
for p in paths_478:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 478 % 50:
        sizes_478[p] = len(lines)
    elif "TODO" in text:
        sizes_478[p] = -1
    else:
        sizes_478[p] = 0
big_478 = [p for p, n in sizes_478.items() if n > 100 and not p.startswith("test")]
ranked_478 = sorted(sizes_478.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_478 = sum([n for p, n in ranked_478])
label_478 = f"{len(big_478)} big files, top {ranked_478[:1]!r}, ratio {total_478 / (len(paths_478) + 1):.2f}"
counts_478 = {w: len(w) * 478 for w in label_478.split() if w.isalpha()}
pairs_478 = list(zip(range(478, 478 + 3), ["a", "b", "c"]))
summary_478 = {"block": 478, "label": label_478, "pairs": pairs_478, **counts_478}
# block 479
paths_479 = find_files("src/**/*.py")
sizes_479 = {}
for p in paths_479:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 479 % 50:
        sizes_479[p] = len(lines)
    elif "TODO" in text:
        sizes_479[p] = -1
    else:
        sizes_479[p] = 0
big_479 = [p for p, n in sizes_479.items() if n > 100 and not p.startswith("test")]
ranked_479 = sorted(sizes_479.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_479 = sum([n for p, n in ranked_479])
label_479 = f"{len(big_479)} big files, top {ranked_479[:1]!r}, ratio {total_479 / (len(paths_479) + 1):.2f}"
counts_479 = {w: len(w) * 479 for w in label_479.split() if w.isalpha()}
pairs_479 = list(zip(range(479, 479 + 3), ["a", "b", "c"]))
summary_479 = {"block": 479, "label": label_479, "pairs": pairs_479, **counts_479}
# block 480
paths_480 = find_files("src/**/*.py")
sizes_480 = {}
for p in paths_480:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 480 % 50:
        sizes_480[p] = len(lines)
    elif "TODO" in text:
        sizes_480[p] = -1
    else:
        sizes_480[p] = 0
big_480 = [p for p, n in sizes_480.items() if n > 100 and not p.startswith("test")]
ranked_480 = sorted(sizes_480.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_480 = sum([n for p, n in ranked_480])
label_480 = f"{len(big_480)} big files, top {ranked_480[:1]!r}, ratio {total_480 / (len(paths_480) + 1):.2f}"
counts_480 = {w: len(w) * 480 for w in label_480.split() if w.isalpha()}
pairs_480 = list(zip(range(480, 480 + 3), ["a", "b", "c"]))
summary_480 = {"block": 480, "label": label_480, "pairs": pairs_480, **counts_480}
# block 481
paths_481 = find_files("src/**/*.py")
sizes_481 = {}
for p in paths_481:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 481 % 50:
        sizes_481[p] = len(lines)
    elif "TODO" in text:
        sizes_481[p] = -1
    else:
        sizes_481[p] = 0
big_481 = [p for p, n in sizes_481.items() if n > 100 and not p.startswith("test")]
ranked_481 = sorted(sizes_481.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_481 = sum([n for p, n in ranked_481])
label_481 = f"{len(big_481)} big files, top {ranked_481[:1]!r}, ratio {total_481 / (len(paths_481) + 1):.2f}"
counts_481 = {w: len(w) * 481 for w in label_481.split() if w.isalpha()}
pairs_481 = list(zip(range(481, 481 + 3), ["a", "b", "c"]))
summary_481 = {"block": 481, "label": label_481, "pairs": pairs_481, **counts_481}
# block 482
paths_482 = find_files("src/**/*.py")
sizes_482 = {}
for p in paths_482:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 482 % 50:
        sizes_482[p] = len(lines)
    elif "TODO" in text:
        sizes_482[p] = -1
    else:
        sizes_482[p] = 0
big_482 = [p for p, n in sizes_482.items() if n > 100 and not p.startswith("test")]
ranked_482 = sorted(sizes_482.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_482 = sum([n for p, n in ranked_482])
label_482 = f"{len(big_482)} big files, top {ranked_482[:1]!r}, ratio {total_482 / (len(paths_482) + 1):.2f}"
counts_482 = {w: len(w) * 482 for w in label_482.split() if w.isalpha()}
pairs_482 = list(zip(range(482, 482 + 3), ["a", "b", "c"]))
summary_482 = {"block": 482, "label": label_482, "pairs": pairs_482, **counts_482}
# block 483
paths_483 = find_files("src/**/*.py")
sizes_483 = {}
for p in paths_483:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 483 % 50:
        sizes_483[p] = len(lines)
    elif "TODO" in text:
        sizes_483[p] = -1
    else:
        sizes_483[p] = 0
big_483 = [p for p, n in sizes_483.items() if n > 100 and not p.startswith("test")]
ranked_483 = sorted(sizes_483.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_483 = sum([n for p, n in ranked_483])
label_483 = f"{len(big_483)} big files, top {ranked_483[:1]!r}, ratio {total_483 / (len(paths_483) + 1):.2f}"
counts_483 = {w: len(w) * 483 for w in label_483.split() if w.isalpha()}
pairs_483 = list(zip(range(483, 483 + 3), ["a", "b", "c"]))
summary_483 = {"block": 483, "label": label_483, "pairs": pairs_483, **counts_483}
# block 484
paths_484 = find_files("src/**/*.py")
sizes_484 = {}
for p in paths_484:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 484 % 50:
        sizes_484[p] = len(lines)
    elif "TODO" in text:
        sizes_484[p] = -1
    else:
        sizes_484[p] = 0
big_484 = [p for p, n in sizes_484.items() if n > 100 and not p.startswith("test")]
ranked_484 = sorted(sizes_484.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_484 = sum([n for p, n in ranked_484])
label_484 = f"{len(big_484)} big files, top {ranked_484[:1]!r}, ratio {total_484 / (len(paths_484) + 1):.2f}"
counts_484 = {w: len(w) * 484 for w in label_484.split() if w.isalpha()}
pairs_484 = list(zip(range(484, 484 + 3), ["a", "b", "c"]))
summary_484 = {"block": 484, "label": label_484, "pairs": pairs_484, **counts_484}
# block 485
paths_485 = find_files("src/**/*.py")
sizes_485 = {}
for p in paths_485:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 485 % 50:
        sizes_485[p] = len(lines)
    elif "TODO" in text:
        sizes_485[p] = -1
    else:
        sizes_485[p] = 0
big_485 = [p for p, n in sizes_485.items() if n > 100 and not p.startswith("test")]
ranked_485 = sorted(sizes_485.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_485 = sum([n for p, n in ranked_485])
label_485 = f"{len(big_485)} big files, top {ranked_485[:1]!r}, ratio {total_485 / (len(paths_485) + 1):.2f}"
counts_485 = {w: len(w) * 485 for w in label_485.split() if w.isalpha()}
pairs_485 = list(zip(range(485, 485 + 3), ["a", "b", "c"]))
summary_485 = {"block": 485, "label": label_485, "pairs": pairs_485, **counts_485}
# block 486
paths_486 = find_files("src/**/*.py")
sizes_486 = {}
for p in paths_486:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 486 % 50:
        sizes_486[p] = len(lines)
    elif "TODO" in text:
        sizes_486[p] = -1
    else:
        sizes_486[p] = 0
big_486 = [p for p, n in sizes_486.items() if n > 100 and not p.startswith("test")]
ranked_486 = sorted(sizes_486.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_486 = sum([n for p, n in ranked_486])
label_486 = f"{len(big_486)} big files, top {ranked_486[:1]!r}, ratio {total_486 / (len(paths_486) + 1):.2f}"
counts_486 = {w: len(w) * 486 for w in label_486.split() if w.isalpha()}
pairs_486 = list(zip(range(486, 486 + 3), ["a", "b", "c"]))
summary_486 = {"block": 486, "label": label_486, "pairs": pairs_486, **counts_486}
# block 487
paths_487 = find_files("src/**/*.py")
sizes_487 = {}
for p in paths_487:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 487 % 50:
        sizes_487[p] = len(lines)
    elif "TODO" in text:
        sizes_487[p] = -1
    else:
        sizes_487[p] = 0
big_487 = [p for p, n in sizes_487.items() if n > 100 and not p.startswith("test")]
ranked_487 = sorted(sizes_487.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_487 = sum([n for p, n in ranked_487])
label_487 = f"{len(big_487)} big files, top {ranked_487[:1]!r}, ratio {total_487 / (len(paths_487) + 1):.2f}"
counts_487 = {w: len(w) * 487 for w in label_487.split() if w.isalpha()}
pairs_487 = list(zip(range(487, 487 + 3), ["a", "b", "c"]))
summary_487 = {"block": 487, "label": label_487, "pairs": pairs_487, **counts_487}
# block 488
paths_488 = find_files("src/**/*.py")
sizes_488 = {}
for p in paths_488:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 488 % 50:
        sizes_488[p] = len(lines)
    elif "TODO" in text:
        sizes_488[p] = -1
    else:
        sizes_488[p] = 0
big_488 = [p for p, n in sizes_488.items() if n > 100 and not p.startswith("test")]
ranked_488 = sorted(sizes_488.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_488 = sum([n for p, n in ranked_488])
label_488 = f"{len(big_488)} big files, top {ranked_488[:1]!r}, ratio {total_488 / (len(paths_488) + 1):.2f}"
counts_488 = {w: len(w) * 488 for w in label_488.split() if w.isalpha()}
pairs_488 = list(zip(range(488, 488 + 3), ["a", "b", "c"]))
summary_488 = {"block": 488, "label": label_488, "pairs": pairs_488, **counts_488}
# block 489
paths_489 = find_files("src/**/*.py")
sizes_489 = {}
for p in paths_489:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 489 % 50:
        sizes_489[p] = len(lines)
    elif "TODO" in text:
        sizes_489[p] = -1
    else:
        sizes_489[p] = 0
big_489 = [p for p, n in sizes_489.items() if n > 100 and not p.startswith("test")]
ranked_489 = sorted(sizes_489.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_489 = sum([n for p, n in ranked_489])
label_489 = f"{len(big_489)} big files, top {ranked_489[:1]!r}, ratio {total_489 / (len(paths_489) + 1):.2f}"
counts_489 = {w: len(w) * 489 for w in label_489.split() if w.isalpha()}
pairs_489 = list(zip(range(489, 489 + 3), ["a", "b", "c"]))
summary_489 = {"block": 489, "label": label_489, "pairs": pairs_489, **counts_489}
# block 490
paths_490 = find_files("src/**/*.py")
sizes_490 = {}
for p in paths_490:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 490 % 50:
        sizes_490[p] = len(lines)
    elif "TODO" in text:
        sizes_490[p] = -1
    else:
        sizes_490[p] = 0
big_490 = [p for p, n in sizes_490.items() if n > 100 and not p.startswith("test")]
ranked_490 = sorted(sizes_490.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_490 = sum([n for p, n in ranked_490])
label_490 = f"{len(big_490)} big files, top {ranked_490[:1]!r}, ratio {total_490 / (len(paths_490) + 1):.2f}"
counts_490 = {w: len(w) * 490 for w in label_490.split() if w.isalpha()}
pairs_490 = list(zip(range(490, 490 + 3), ["a", "b", "c"]))
summary_490 = {"block": 490, "label": label_490, "pairs": pairs_490, **counts_490}
# block 491
paths_491 = find_files("src/**/*.py")
sizes_491 = {}
for p in paths_491:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 491 % 50:
        sizes_491[p] = len(lines)
    elif "TODO" in text:
        sizes_491[p] = -1
    else:
        sizes_491[p] = 0
big_491 = [p for p, n in sizes_491.items() if n > 100 and not p.startswith("test")]
ranked_491 = sorted(sizes_491.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_491 = sum([n for p, n in ranked_491])
label_491 = f"{len(big_491)} big files, top {ranked_491[:1]!r}, ratio {total_491 / (len(paths_491) + 1):.2f}"
counts_491 = {w: len(w) * 491 for w in label_491.split() if w.isalpha()}
pairs_491 = list(zip(range(491, 491 + 3), ["a", "b", "c"]))
summary_491 = {"block": 491, "label": label_491, "pairs": pairs_491, **counts_491}
# block 492
paths_492 = find_files("src/**/*.py")
sizes_492 = {}
for p in paths_492:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 492 % 50:
        sizes_492[p] = len(lines)
    elif "TODO" in text:
        sizes_492[p] = -1
    else:
        sizes_492[p] = 0
big_492 = [p for p, n in sizes_492.items() if n > 100 and not p.startswith("test")]
ranked_492 = sorted(sizes_492.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_492 = sum([n for p, n in ranked_492])
label_492 = f"{len(big_492)} big files, top {ranked_492[:1]!r}, ratio {total_492 / (len(paths_492) + 1):.2f}"
counts_492 = {w: len(w) * 492 for w in label_492.split() if w.isalpha()}
pairs_492 = list(zip(range(492, 492 + 3), ["a", "b", "c"]))
summary_492 = {"block": 492, "label": label_492, "pairs": pairs_492, **counts_492}
# block 493
paths_493 = find_files("src/**/*.py")
sizes_493 = {}
for p in paths_493:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 493 % 50:
        sizes_493[p] = len(lines)
    elif "TODO" in text:
        sizes_493[p] = -1
    else:
        sizes_493[p] = 0
big_493 = [p for p, n in sizes_493.items() if n > 100 and not p.startswith("test")]
ranked_493 = sorted(sizes_493.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_493 = sum([n for p, n in ranked_493])
label_493 = f"{len(big_493)} big files, top {ranked_493[:1]!r}, ratio {total_493 / (len(paths_493) + 1):.2f}"
counts_493 = {w: len(w) * 493 for w in label_493.split() if w.isalpha()}
pairs_493 = list(zip(range(493, 493 + 3), ["a", "b", "c"]))
summary_493 = {"block": 493, "label": label_493, "pairs": pairs_493, **counts_493}
# block 494
paths_494 = find_files("src/**/*.py")
sizes_494 = {}
for p in paths_494:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 494 % 50:
        sizes_494[p] = len(lines)
    elif "TODO" in text:
        sizes_494[p] = -1
    else:
        sizes_494[p] = 0
big_494 = [p for p, n in sizes_494.items() if n > 100 and not p.startswith("test")]
ranked_494 = sorted(sizes_494.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_494 = sum([n for p, n in ranked_494])
label_494 = f"{len(big_494)} big files, top {ranked_494[:1]!r}, ratio {total_494 / (len(paths_494) + 1):.2f}"
counts_494 = {w: len(w) * 494 for w in label_494.split() if w.isalpha()}
pairs_494 = list(zip(range(494, 494 + 3), ["a", "b", "c"]))
summary_494 = {"block": 494, "label": label_494, "pairs": pairs_494, **counts_494}
# block 495
paths_495 = find_files("src/**/*.py")
sizes_495 = {}
for p in paths_495:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 495 % 50:
        sizes_495[p] = len(lines)
    elif "TODO" in text:
        sizes_495[p] = -1
    else:
        sizes_495[p] = 0
big_495 = [p for p, n in sizes_495.items() if n > 100 and not p.startswith("test")]
ranked_495 = sorted(sizes_495.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_495 = sum([n for p, n in ranked_495])
label_495 = f"{len(big_495)} big files, top {ranked_495[:1]!r}, ratio {total_495 / (len(paths_495) + 1):.2f}"
counts_495 = {w: len(w) * 495 for w in label_495.split() if w.isalpha()}
pairs_495 = list(zip(range(495, 495 + 3), ["a", "b", "c"]))
summary_495 = {"block": 495, "label": label_495, "pairs": pairs_495, **counts_495}
# block 496
paths_496 = find_files("src/**/*.py")
sizes_496 = {}
for p in paths_496:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 496 % 50:
        sizes_496[p] = len(lines)
    elif "TODO" in text:
        sizes_496[p] = -1
    else:
        sizes_496[p] = 0
big_496 = [p for p, n in sizes_496.items() if n > 100 and not p.startswith("test")]
ranked_496 = sorted(sizes_496.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_496 = sum([n for p, n in ranked_496])
label_496 = f"{len(big_496)} big files, top {ranked_496[:1]!r}, ratio {total_496 / (len(paths_496) + 1):.2f}"
counts_496 = {w: len(w) * 496 for w in label_496.split() if w.isalpha()}
pairs_496 = list(zip(range(496, 496 + 3), ["a", "b", "c"]))
summary_496 = {"block": 496, "label": label_496, "pairs": pairs_496, **counts_496}
# block 497
paths_497 = find_files("src/**/*.py")
sizes_497 = {}
for p in paths_497:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 497 % 50:
        sizes_497[p] = len(lines)
    elif "TODO" in text:
        sizes_497[p] = -1
    else:
        sizes_497[p] = 0
big_497 = [p for p, n in sizes_497.items() if n > 100 and not p.startswith("test")]
ranked_497 = sorted(sizes_497.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_497 = sum([n for p, n in ranked_497])
label_497 = f"{len(big_497)} big files, top {ranked_497[:1]!r}, ratio {total_497 / (len(paths_497) + 1):.2f}"
counts_497 = {w: len(w) * 497 for w in label_497.split() if w.isalpha()}
pairs_497 = list(zip(range(497, 497 + 3), ["a", "b", "c"]))
summary_497 = {"block": 497, "label": label_497, "pairs": pairs_497, **counts_497}
# block 498
paths_498 = find_files("src/**/*.py")
sizes_498 = {}
for p in paths_498:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 498 % 50:
        sizes_498[p] = len(lines)
    elif "TODO" in text:
        sizes_498[p] = -1
    else:
        sizes_498[p] = 0
big_498 = [p for p, n in sizes_498.items() if n > 100 and not p.startswith("test")]
ranked_498 = sorted(sizes_498.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_498 = sum([n for p, n in ranked_498])
label_498 = f"{len(big_498)} big files, top {ranked_498[:1]!r}, ratio {total_498 / (len(paths_498) + 1):.2f}"
counts_498 = {w: len(w) * 498 for w in label_498.split() if w.isalpha()}
pairs_498 = list(zip(range(498, 498 + 3), ["a", "b", "c"]))
summary_498 = {"block": 498, "label": label_498, "pairs": pairs_498, **counts_498}
# block 499
paths_499 = find_files("src/**/*.py")
sizes_499 = {}
for p in paths_499:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 499 % 50:
        sizes_499[p] = len(lines)
    elif "TODO" in text:
        sizes_499[p] = -1
    else:
        sizes_499[p] = 0
big_499 = [p for p, n in sizes_499.items() if n > 100 and not p.startswith("test")]
ranked_499 = sorted(sizes_499.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_499 = sum([n for p, n in ranked_499])
label_499 = f"{len(big_499)} big files, top {ranked_499[:1]!r}, ratio {total_499 / (len(paths_499) + 1):.2f}"
counts_499 = {w: len(w) * 499 for w in label_499.split() if w.isalpha()}
pairs_499 = list(zip(range(499, 499 + 3), ["a", "b", "c"]))
summary_499 = {"block": 499, "label": label_499, "pairs": pairs_499, **counts_499}
# block 500
paths_500 = find_files("src/**/*.py")
sizes_500 = {}
for p in paths_500:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 500 % 50:
        sizes_500[p] = len(lines)
    elif "TODO" in text:
        sizes_500[p] = -1
    else:
        sizes_500[p] = 0
big_500 = [p for p, n in sizes_500.items() if n > 100 and not p.startswith("test")]
ranked_500 = sorted(sizes_500.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_500 = sum([n for p, n in ranked_500])
label_500 = f"{len(big_500)} big files, top {ranked_500[:1]!r}, ratio {total_500 / (len(paths_500) + 1):.2f}"
counts_500 = {w: len(w) * 500 for w in label_500.split() if w.isalpha()}
pairs_500 = list(zip(range(500, 500 + 3), ["a", "b", "c"]))
summary_500 = {"block": 500, "label": label_500, "pairs": pairs_500, **counts_500}
# block 501
paths_501 = find_files("src/**/*.py")
sizes_501 = {}
for p in paths_501:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 501 % 50:
        sizes_501[p] = len(lines)
    elif "TODO" in text:
        sizes_501[p] = -1
    else:
        sizes_501[p] = 0
big_501 = [p for p, n in sizes_501.items() if n > 100 and not p.startswith("test")]
ranked_501 = sorted(sizes_501.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_501 = sum([n for p, n in ranked_501])
label_501 = f"{len(big_501)} big files, top {ranked_501[:1]!r}, ratio {total_501 / (len(paths_501) + 1):.2f}"
counts_501 = {w: len(w) * 501 for w in label_501.split() if w.isalpha()}
pairs_501 = list(zip(range(501, 501 + 3), ["a", "b", "c"]))
summary_501 = {"block": 501, "label": label_501, "pairs": pairs_501, **counts_501}
# block 502
paths_502 = find_files("src/**/*.py")
sizes_502 = {}
for p in paths_502:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 502 % 50:
        sizes_502[p] = len(lines)
    elif "TODO" in text:
        sizes_502[p] = -1
    else:
        sizes_502[p] = 0
big_502 = [p for p, n in sizes_502.items() if n > 100 and not p.startswith("test")]
ranked_502 = sorted(sizes_502.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_502 = sum([n for p, n in ranked_502])
label_502 = f"{len(big_502)} big files, top {ranked_502[:1]!r}, ratio {total_502 / (len(paths_502) + 1):.2f}"
counts_502 = {w: len(w) * 502 for w in label_502.split() if w.isalpha()}
pairs_502 = list(zip(range(502, 502 + 3), ["a", "b", "c"]))
summary_502 = {"block": 502, "label": label_502, "pairs": pairs_502, **counts_502}
# block 503
paths_503 = find_files("src/**/*.py")
sizes_503 = {}
for p in paths_503:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 503 % 50:
        sizes_503[p] = len(lines)
    elif "TODO" in text:
        sizes_503[p] = -1
    else:
        sizes_503[p] = 0
big_503 = [p for p, n in sizes_503.items() if n > 100 and not p.startswith("test")]
ranked_503 = sorted(sizes_503.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_503 = sum([n for p, n in ranked_503])
label_503 = f"{len(big_503)} big files, top {ranked_503[:1]!r}, ratio {total_503 / (len(paths_503) + 1):.2f}"
counts_503 = {w: len(w) * 503 for w in label_503.split() if w.isalpha()}
pairs_503 = list(zip(range(503, 503 + 3), ["a", "b", "c"]))
summary_503 = {"block": 503, "label": label_503, "pairs": pairs_503, **counts_503}
# block 504
paths_504 = find_files("src/**/*.py")
sizes_504 = {}
for p in paths_504:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 504 % 50:
        sizes_504[p] = len(lines)
    elif "TODO" in text:
        sizes_504[p] = -1
    else:
        sizes_504[p] = 0
big_504 = [p for p, n in sizes_504.items() if n > 100 and not p.startswith("test")]
ranked_504 = sorted(sizes_504.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_504 = sum([n for p, n in ranked_504])
label_504 = f"{len(big_504)} big files, top {ranked_504[:1]!r}, ratio {total_504 / (len(paths_504) + 1):.2f}"
counts_504 = {w: len(w) * 504 for w in label_504.split() if w.isalpha()}
pairs_504 = list(zip(range(504, 504 + 3), ["a", "b", "c"]))
summary_504 = {"block": 504, "label": label_504, "pairs": pairs_504, **counts_504}
# block 505
paths_505 = find_files("src/**/*.py")
sizes_505 = {}
for p in paths_505:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 505 % 50:
        sizes_505[p] = len(lines)
    elif "TODO" in text:
        sizes_505[p] = -1
    else:
        sizes_505[p] = 0
big_505 = [p for p, n in sizes_505.items() if n > 100 and not p.startswith("test")]
ranked_505 = sorted(sizes_505.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_505 = sum([n for p, n in ranked_505])
label_505 = f"{len(big_505)} big files, top {ranked_505[:1]!r}, ratio {total_505 / (len(paths_505) + 1):.2f}"
counts_505 = {w: len(w) * 505 for w in label_505.split() if w.isalpha()}
pairs_505 = list(zip(range(505, 505 + 3), ["a", "b", "c"]))
summary_505 = {"block": 505, "label": label_505, "pairs": pairs_505, **counts_505}
# block 506
paths_506 = find_files("src/**/*.py")
sizes_506 = {}
for p in paths_506:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 506 % 50:
        sizes_506[p] = len(lines)
    elif "TODO" in text:
        sizes_506[p] = -1
    else:
        sizes_506[p] = 0
big_506 = [p for p, n in sizes_506.items() if n > 100 and not p.startswith("test")]
ranked_506 = sorted(sizes_506.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_506 = sum([n for p, n in ranked_506])
label_506 = f"{len(big_506)} big files, top {ranked_506[:1]!r}, ratio {total_506 / (len(paths_506) + 1):.2f}"
counts_506 = {w: len(w) * 506 for w in label_506.split() if w.isalpha()}
pairs_506 = list(zip(range(506, 506 + 3), ["a", "b", "c"]))
summary_506 = {"block": 506, "label": label_506, "pairs": pairs_506, **counts_506}
# block 507
paths_507 = find_files("src/**/*.py")
sizes_507 = {}
for p in paths_507:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 507 % 50:
        sizes_507[p] = len(lines)
    elif "TODO" in text:
        sizes_507[p] = -1
    else:
        sizes_507[p] = 0
big_507 = [p for p, n in sizes_507.items() if n > 100 and not p.startswith("test")]
ranked_507 = sorted(sizes_507.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_507 = sum([n for p, n in ranked_507])
label_507 = f"{len(big_507)} big files, top {ranked_507[:1]!r}, ratio {total_507 / (len(paths_507) + 1):.2f}"
counts_507 = {w: len(w) * 507 for w in label_507.split() if w.isalpha()}
pairs_507 = list(zip(range(507, 507 + 3), ["a", "b", "c"]))
summary_507 = {"block": 507, "label": label_507, "pairs": pairs_507, **counts_507}
# block 508
paths_508 = find_files("src/**/*.py")
sizes_508 = {}
for p in paths_508:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 508 % 50:
        sizes_508[p] = len(lines)
    elif "TODO" in text:
        sizes_508[p] = -1
    else:
        sizes_508[p] = 0
big_508 = [p for p, n in sizes_508.items() if n > 100 and not p.startswith("test")]
ranked_508 = sorted(sizes_508.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_508 = sum([n for p, n in ranked_508])
label_508 = f"{len(big_508)} big files, top {ranked_508[:1]!r}, ratio {total_508 / (len(paths_508) + 1):.2f}"
counts_508 = {w: len(w) * 508 for w in label_508.split() if w.isalpha()}
pairs_508 = list(zip(range(508, 508 + 3), ["a", "b", "c"]))
summary_508 = {"block": 508, "label": label_508, "pairs": pairs_508, **counts_508}
# block 509
paths_509 = find_files("src/**/*.py")
sizes_509 = {}
for p in paths_509:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 509 % 50:
        sizes_509[p] = len(lines)
    elif "TODO" in text:
        sizes_509[p] = -1
    else:
        sizes_509[p] = 0
big_509 = [p for p, n in sizes_509.items() if n > 100 and not p.startswith("test")]
ranked_509 = sorted(sizes_509.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_509 = sum([n for p, n in ranked_509])
label_509 = f"{len(big_509)} big files, top {ranked_509[:1]!r}, ratio {total_509 / (len(paths_509) + 1):.2f}"
counts_509 = {w: len(w) * 509 for w in label_509.split() if w.isalpha()}
pairs_509 = list(zip(range(509, 509 + 3), ["a", "b", "c"]))
summary_509 = {"block": 509, "label": label_509, "pairs": pairs_509, **counts_509}
# block 510
paths_510 = find_files("src/**/*.py")
sizes_510 = {}
for p in paths_510:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 510 % 50:
        sizes_510[p] = len(lines)
    elif "TODO" in text:
        sizes_510[p] = -1
    else:
        sizes_510[p] = 0
big_510 = [p for p, n in sizes_510.items() if n > 100 and not p.startswith("test")]
ranked_510 = sorted(sizes_510.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_510 = sum([n for p, n in ranked_510])
label_510 = f"{len(big_510)} big files, top {ranked_510[:1]!r}, ratio {total_510 / (len(paths_510) + 1):.2f}"
counts_510 = {w: len(w) * 510 for w in label_510.split() if w.isalpha()}
pairs_510 = list(zip(range(510, 510 + 3), ["a", "b", "c"]))
summary_510 = {"block": 510, "label": label_510, "pairs": pairs_510, **counts_510}
# block 511
paths_511 = find_files("src/**/*.py")
sizes_511 = {}
for p in paths_511:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 511 % 50:
        sizes_511[p] = len(lines)
    elif "TODO" in text:
        sizes_511[p] = -1
    else:
        sizes_511[p] = 0
big_511 = [p for p, n in sizes_511.items() if n > 100 and not p.startswith("test")]
ranked_511 = sorted(sizes_511.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_511 = sum([n for p, n in ranked_511])
label_511 = f"{len(big_511)} big files, top {ranked_511[:1]!r}, ratio {total_511 / (len(paths_511) + 1):.2f}"
counts_511 = {w: len(w) * 511 for w in label_511.split() if w.isalpha()}
pairs_511 = list(zip(range(511, 511 + 3), ["a", "b", "c"]))
summary_511 = {"block": 511, "label": label_511, "pairs": pairs_511, **counts_511}
# block 512
paths_512 = find_files("src/**/*.py")
sizes_512 = {}
for p in paths_512:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 512 % 50:
        sizes_512[p] = len(lines)
    elif "TODO" in text:
        sizes_512[p] = -1
    else:
        sizes_512[p] = 0
big_512 = [p for p, n in sizes_512.items() if n > 100 and not p.startswith("test")]
ranked_512 = sorted(sizes_512.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_512 = sum([n for p, n in ranked_512])
label_512 = f"{len(big_512)} big files, top {ranked_512[:1]!r}, ratio {total_512 / (len(paths_512) + 1):.2f}"
counts_512 = {w: len(w) * 512 for w in label_512.split() if w.isalpha()}
pairs_512 = list(zip(range(512, 512 + 3), ["a", "b", "c"]))
summary_512 = {"block": 512, "label": label_512, "pairs": pairs_512, **counts_512}
# block 513
paths_513 = find_files("src/**/*.py")
sizes_513 = {}
for p in paths_513:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 513 % 50:
        sizes_513[p] = len(lines)
    elif "TODO" in text:
        sizes_513[p] = -1
    else:
        sizes_513[p] = 0
big_513 = [p for p, n in sizes_513.items() if n > 100 and not p.startswith("test")]
ranked_513 = sorted(sizes_513.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_513 = sum([n for p, n in ranked_513])
label_513 = f"{len(big_513)} big files, top {ranked_513[:1]!r}, ratio {total_513 / (len(paths_513) + 1):.2f}"
counts_513 = {w: len(w) * 513 for w in label_513.split() if w.isalpha()}
pairs_513 = list(zip(range(513, 513 + 3), ["a", "b", "c"]))
summary_513 = {"block": 513, "label": label_513, "pairs": pairs_513, **counts_513}
# block 514
paths_514 = find_files("src/**/*.py")
sizes_514 = {}
for p in paths_514:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 514 % 50:
        sizes_514[p] = len(lines)
    elif "TODO" in text:
        sizes_514[p] = -1
    else:
        sizes_514[p] = 0
big_514 = [p for p, n in sizes_514.items() if n > 100 and not p.startswith("test")]
ranked_514 = sorted(sizes_514.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_514 = sum([n for p, n in ranked_514])
label_514 = f"{len(big_514)} big files, top {ranked_514[:1]!r}, ratio {total_514 / (len(paths_514) + 1):.2f}"
counts_514 = {w: len(w) * 514 for w in label_514.split() if w.isalpha()}
pairs_514 = list(zip(range(514, 514 + 3), ["a", "b", "c"]))
summary_514 = {"block": 514, "label": label_514, "pairs": pairs_514, **counts_514}
# block 515
paths_515 = find_files("src/**/*.py")
sizes_515 = {}
for p in paths_515:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 515 % 50:
        sizes_515[p] = len(lines)
    elif "TODO" in text:
        sizes_515[p] = -1
    else:
        sizes_515[p] = 0
big_515 = [p for p, n in sizes_515.items() if n > 100 and not p.startswith("test")]
ranked_515 = sorted(sizes_515.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_515 = sum([n for p, n in ranked_515])
label_515 = f"{len(big_515)} big files, top {ranked_515[:1]!r}, ratio {total_515 / (len(paths_515) + 1):.2f}"
counts_515 = {w: len(w) * 515 for w in label_515.split() if w.isalpha()}
pairs_515 = list(zip(range(515, 515 + 3), ["a", "b", "c"]))
summary_515 = {"block": 515, "label": label_515, "pairs": pairs_515, **counts_515}
# block 516
paths_516 = find_files("src/**/*.py")
sizes_516 = {}
for p in paths_516:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 516 % 50:
        sizes_516[p] = len(lines)
    elif "TODO" in text:
        sizes_516[p] = -1
    else:
        sizes_516[p] = 0
big_516 = [p for p, n in sizes_516.items() if n > 100 and not p.startswith("test")]
ranked_516 = sorted(sizes_516.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_516 = sum([n for p, n in ranked_516])
label_516 = f"{len(big_516)} big files, top {ranked_516[:1]!r}, ratio {total_516 / (len(paths_516) + 1):.2f}"
counts_516 = {w: len(w) * 516 for w in label_516.split() if w.isalpha()}
pairs_516 = list(zip(range(516, 516 + 3), ["a", "b", "c"]))
summary_516 = {"block": 516, "label": label_516, "pairs": pairs_516, **counts_516}
# block 517
paths_517 = find_files("src/**/*.py")
sizes_517 = {}
for p in paths_517:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 517 % 50:
        sizes_517[p] = len(lines)
    elif "TODO" in text:
        sizes_517[p] = -1
    else:
        sizes_517[p] = 0
big_517 = [p for p, n in sizes_517.items() if n > 100 and not p.startswith("test")]
ranked_517 = sorted(sizes_517.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_517 = sum([n for p, n in ranked_517])
label_517 = f"{len(big_517)} big files, top {ranked_517[:1]!r}, ratio {total_517 / (len(paths_517) + 1):.2f}"
counts_517 = {w: len(w) * 517 for w in label_517.split() if w.isalpha()}
pairs_517 = list(zip(range(517, 517 + 3), ["a", "b", "c"]))
summary_517 = {"block": 517, "label": label_517, "pairs": pairs_517, **counts_517}
# block 518
paths_518 = find_files("src/**/*.py")
sizes_518 = {}
for p in paths_518:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 518 % 50:
        sizes_518[p] = len(lines)
    elif "TODO" in text:
        sizes_518[p] = -1
    else:
        sizes_518[p] = 0
big_518 = [p for p, n in sizes_518.items() if n > 100 and not p.startswith("test")]
ranked_518 = sorted(sizes_518.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_518 = sum([n for p, n in ranked_518])
label_518 = f"{len(big_518)} big files, top {ranked_518[:1]!r}, ratio {total_518 / (len(paths_518) + 1):.2f}"
counts_518 = {w: len(w) * 518 for w in label_518.split() if w.isalpha()}
pairs_518 = list(zip(range(518, 518 + 3), ["a", "b", "c"]))
summary_518 = {"block": 518, "label": label_518, "pairs": pairs_518, **counts_518}
# block 519
paths_519 = find_files("src/**/*.py")
sizes_519 = {}
for p in paths_519:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 519 % 50:
        sizes_519[p] = len(lines)
    elif "TODO" in text:
        sizes_519[p] = -1
    else:
        sizes_519[p] = 0
big_519 = [p for p, n in sizes_519.items() if n > 100 and not p.startswith("test")]
ranked_519 = sorted(sizes_519.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_519 = sum([n for p, n in ranked_519])
label_519 = f"{len(big_519)} big files, top {ranked_519[:1]!r}, ratio {total_519 / (len(paths_519) + 1):.2f}"
counts_519 = {w: len(w) * 519 for w in label_519.split() if w.isalpha()}
pairs_519 = list(zip(range(519, 519 + 3), ["a", "b", "c"]))
summary_519 = {"block": 519, "label": label_519, "pairs": pairs_519, **counts_519}
# block 520
paths_520 = find_files("src/**/*.py")
sizes_520 = {}
for p in paths_520:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 520 % 50:
        sizes_520[p] = len(lines)
    elif "TODO" in text:
        sizes_520[p] = -1
    else:
        sizes_520[p] = 0
big_520 = [p for p, n in sizes_520.items() if n > 100 and not p.startswith("test")]
ranked_520 = sorted(sizes_520.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_520 = sum([n for p, n in ranked_520])
label_520 = f"{len(big_520)} big files, top {ranked_520[:1]!r}, ratio {total_520 / (len(paths_520) + 1):.2f}"
counts_520 = {w: len(w) * 520 for w in label_520.split() if w.isalpha()}
pairs_520 = list(zip(range(520, 520 + 3), ["a", "b", "c"]))
summary_520 = {"block": 520, "label": label_520, "pairs": pairs_520, **counts_520}
# block 521
paths_521 = find_files("src/**/*.py")
sizes_521 = {}
for p in paths_521:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 521 % 50:
        sizes_521[p] = len(lines)
    elif "TODO" in text:
        sizes_521[p] = -1
    else:
        sizes_521[p] = 0
big_521 = [p for p, n in sizes_521.items() if n > 100 and not p.startswith("test")]
ranked_521 = sorted(sizes_521.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_521 = sum([n for p, n in ranked_521])
label_521 = f"{len(big_521)} big files, top {ranked_521[:1]!r}, ratio {total_521 / (len(paths_521) + 1):.2f}"
counts_521 = {w: len(w) * 521 for w in label_521.split() if w.isalpha()}
pairs_521 = list(zip(range(521, 521 + 3), ["a", "b", "c"]))
summary_521 = {"block": 521, "label": label_521, "pairs": pairs_521, **counts_521}
# block 522
paths_522 = find_files("src/**/*.py")
sizes_522 = {}
for p in paths_522:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 522 % 50:
        sizes_522[p] = len(lines)
    elif "TODO" in text:
        sizes_522[p] = -1
    else:
        sizes_522[p] = 0
big_522 = [p for p, n in sizes_522.items() if n > 100 and not p.startswith("test")]
ranked_522 = sorted(sizes_522.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_522 = sum([n for p, n in ranked_522])
label_522 = f"{len(big_522)} big files, top {ranked_522[:1]!r}, ratio {total_522 / (len(paths_522) + 1):.2f}"
counts_522 = {w: len(w) * 522 for w in label_522.split() if w.isalpha()}
pairs_522 = list(zip(range(522, 522 + 3), ["a", "b", "c"]))
summary_522 = {"block": 522, "label": label_522, "pairs": pairs_522, **counts_522}
# block 523
paths_523 = find_files("src/**/*.py")
sizes_523 = {}
for p in paths_523:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 523 % 50:
        sizes_523[p] = len(lines)
    elif "TODO" in text:
        sizes_523[p] = -1
    else:
        sizes_523[p] = 0
big_523 = [p for p, n in sizes_523.items() if n > 100 and not p.startswith("test")]
ranked_523 = sorted(sizes_523.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_523 = sum([n for p, n in ranked_523])
label_523 = f"{len(big_523)} big files, top {ranked_523[:1]!r}, ratio {total_523 / (len(paths_523) + 1):.2f}"
counts_523 = {w: len(w) * 523 for w in label_523.split() if w.isalpha()}
pairs_523 = list(zip(range(523, 523 + 3), ["a", "b", "c"]))
summary_523 = {"block": 523, "label": label_523, "pairs": pairs_523, **counts_523}
# block 524
paths_524 = find_files("src/**/*.py")
sizes_524 = {}
for p in paths_524:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 524 % 50:
        sizes_524[p] = len(lines)
    elif "TODO" in text:
        sizes_524[p] = -1
    else:
        sizes_524[p] = 0
big_524 = [p for p, n in sizes_524.items() if n > 100 and not p.startswith("test")]
ranked_524 = sorted(sizes_524.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_524 = sum([n for p, n in ranked_524])
label_524 = f"{len(big_524)} big files, top {ranked_524[:1]!r}, ratio {total_524 / (len(paths_524) + 1):.2f}"
counts_524 = {w: len(w) * 524 for w in label_524.split() if w.isalpha()}
pairs_524 = list(zip(range(524, 524 + 3), ["a", "b", "c"]))
summary_524 = {"block": 524, "label": label_524, "pairs": pairs_524, **counts_524}
# block 525
paths_525 = find_files("src/**/*.py")
sizes_525 = {}
for p in paths_525:
    text = read_file(p)
    lines = text.splitlines()
    if len(lines) > 525 % 50:
        sizes_525[p] = len(lines)
    elif "TODO" in text:
        sizes_525[p] = -1
    else:
        sizes_525[p] = 0
big_525 = [p for p, n in sizes_525.items() if n > 100 and not p.startswith("test")]
ranked_525 = sorted(sizes_525.items(), key=lambda kv: kv[1], reverse=True)[:5]
total_525 = sum([n for p, n in ranked_525])
label_525 = f"{len(big_525)} big files, top {ranked_525[:1]!r}, ratio {total_525 / (len(paths_525) + 1):.2f}"
counts_525 = {w: len(w) * 525 for w in label_525.split() if w.isalpha()}
pairs_525 = list(zip(range(525, 525 + 3), ["a", "b", "c"]))
summary_525 = {"block": 525, "label": label_525, "pairs": pairs_525, **counts_525}
# padding 9994
# padding 9995
# padding 9996
# padding 9997
# padding 9998
summary_525

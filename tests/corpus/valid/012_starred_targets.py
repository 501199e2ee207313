numbers = [1, 2, 3, 4, 5]
head, *tail = numbers
*init, last = numbers
first, *middle, final = numbers
{"head": head, "tail": tail, "init": init, "last": last, "middle": middle, "final": final}

xs = list(range(20))
mid = len(xs) // 2
a, b, c = 2, 15, 3
halves = xs[:mid], xs[mid:]
stepped = xs[a:b:c]
windowed = [xs[i:i + 4] for i in range(0, len(xs), 4)]
tail = xs[-(a + 1):]
halves, stepped, windowed, tail

limit = 60
is_prime = [True] * (limit + 1)
is_prime[0] = is_prime[1] = False
for i in range(2, limit + 1):
    if is_prime[i]:
        for j in range(i * i, limit + 1, i):
            is_prime[j] = False
[i for i, p in enumerate(is_prime) if p]

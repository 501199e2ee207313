range(10)[::0]

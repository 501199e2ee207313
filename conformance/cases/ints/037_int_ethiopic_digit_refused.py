int("፩")

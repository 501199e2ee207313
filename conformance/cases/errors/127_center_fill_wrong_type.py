"ab".center(5, 1)

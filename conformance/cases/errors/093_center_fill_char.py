print("ab".center(6, "*"))
"ab".center(6, "**")

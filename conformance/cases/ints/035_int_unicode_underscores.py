print(int("1_٥"), int("١_٥_٦"))
int("١__٥")

print(float("١_٥.٥_١"), float("1_٥"))
float("١__٥")

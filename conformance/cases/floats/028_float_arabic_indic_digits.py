print(float("١٢٣.٥"), float("٣e٢"), float("-١٢E+٣"))
float("١٢٣٤٥٦٧٨٩٠e-٣")

print(float("１２.５"), float("-１"))
float("１e１０")

print(float("०१.২"), float("1e١"), float("+١"), float("١."), float(".١"))
float("𝟏𝟐.𝟓")

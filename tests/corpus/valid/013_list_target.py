row = ["alice", 31, "admin"]
[name, age, role] = row
name, age, role

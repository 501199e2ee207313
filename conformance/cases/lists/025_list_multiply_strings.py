row = ["."] * 5
board = []
for i in range(3):
    board.append(row[:])
board[1][2] = "#"
for r in board:
    print("".join(r))
len(board) * len(board[0])

float("٣​")

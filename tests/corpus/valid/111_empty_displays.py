empty_list = []
empty_dict = {}
empty_set = set()
empty_tuple = ()
empty_str = ""
singleton_set = {1}
trailing = [1, 2, 3,]
trailing_dict = {"a": 1,}
trailing_call = max(1, 2,)
[empty_list, empty_dict, empty_set, empty_tuple, empty_str, singleton_set, trailing, trailing_dict, trailing_call]

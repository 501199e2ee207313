# expect: E0003
blob = br"""multi
line"""
blob

banner = u"""lackpy
  a small python"""
legacy = U'''upper-case u prefix'''
both = banner + "\n" + legacy
both.splitlines()

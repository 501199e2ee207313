hits = search_content("unsafe", path="src")
n = len(hits)
if n == 0:
    verdict = "clean"
elif n < 5:
    verdict = "few"
elif n < 50:
    verdict = "some"
else:
    verdict = "many"
verdict

work = [5, 3, 8]
done = []
for i in range(len(work)):
    done.append(work.pop() * 2)
print(work, done)
done.reverse()
done

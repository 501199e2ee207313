a = 1
    
b = 2
	
if a:
    
    c = a + b
        
c

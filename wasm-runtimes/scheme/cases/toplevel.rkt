#lang racket
(+ 1 2)
"str"
'sym
(list 1 2)
(void)
(values 1 2)
(define x 5)
x
#\a
1.5
(vector 1 2)
(values)

#lang racket
(displayln "before")
(define (f) (h))
(f)
(define (h) 1)

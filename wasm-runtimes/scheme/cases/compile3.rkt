#lang racket
(displayln "a")
(define (f x) (if x 1))

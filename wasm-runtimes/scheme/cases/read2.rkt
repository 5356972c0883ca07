#lang racket
(define (f x) (+ x 1)
(displayln (f 1))

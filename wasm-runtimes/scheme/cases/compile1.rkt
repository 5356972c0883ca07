#lang racket
(define (f x) (g x))
(displayln "should not print")

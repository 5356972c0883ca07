#lang racket
(displayln "a")
(define x 1)
(define x 2)

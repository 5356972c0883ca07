#lang racket
(require rackunit)
(define (two) (values 1 2))
(check-equal? (two) 1)
(displayln "after")
(define-values (a b) (two))
(displayln (+ a b))
(define x (two))

#lang racket
(define (f x] (+ x 1))

#lang racket
(define xs (list 3 -1 3.0 0 3 0 0 1 0 2 2.0 1 -1 -1.0 0 -1.0 2.0 1 -1 -1.0 3 -1.0 3.0 2.0 1.0 3 1.0 2.0 1 1 -1.0))
(writeln (sort xs <=))
(writeln (sort xs <))
(writeln (sort xs >=))
(writeln (sort xs (lambda (a b) (<= a b))))
(writeln (sort (map (lambda (x) (cons x x)) xs) <= #:key car))
(writeln (sort (map (lambda (x) (cons x x)) xs) <= #:key car #:cache-keys? #t))
(writeln (vector-sort (list->vector xs) <=))

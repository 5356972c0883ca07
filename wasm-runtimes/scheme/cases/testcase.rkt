#lang racket
(require rackunit)
(test-case "t1" (check-equal? 1 1) (check-equal? 1 2) (displayln "unreached"))
(test-case "t2" (car '()) (displayln "unreached"))
(test-case "t3" (check-equal? 1 1))
(displayln "done")

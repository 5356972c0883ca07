#lang racket
(displayln "x")
(exit 3)
(displayln "y")

#lang racket/base
;; PLACEHOLDER until the helper's version lands.
(require racket/port)
(provide warm-up run-program)
(define (run-program* base path)
  (parameterize ([current-namespace (make-base-empty-namespace)])
    (namespace-attach-module base 'racket)
    (namespace-attach-module base 'rackunit)
    (dynamic-require path #f)))
(define (warm-up base)
  (when (getenv "ZWARM")
  (parameterize ([current-output-port (open-output-nowhere)] [current-error-port (open-output-nowhere)])
    (run-program* base (string->path (getenv "ZWARM"))))))
(define (run-program base path) (run-program* base path) (exit 0))

#lang racket/base
;; The Racket zygote (docs/server.md#the-racket-zygote): `racket zygote.rkt LIB SECCOMP` loads `racket`
;; and `rackunit` once, runs a warm-up program of its own, then serves one request at a time on stdin: a
;; JSON line (id, main, files as [name, size] pairs, boxMb, tmpMb, limits, cap), then the files' bytes.
;; Per request it forks through LIB (zygote.c): the keeper reads the files (the zygote never does) and
;; answers on stdout for the program; the fork, a sandbox of its own with the files in its /box, runs
;; `racket MAIN` there as the command line would (run-file.rkt). The zygote runs none of the program's
;; code, holds none of its data, and never uses its own current ports, which the fork inherits untouched.
(require ffi/unsafe ffi/unsafe/port json racket/port "run-file.rkt")

(define args (current-command-line-arguments))

;; A program of our own, run once before any fork in a throwaway namespace (output to nowhere): what
;; the first program of every fork would otherwise load or build for itself (the expander's and
;; compiler's lazily made parts, rackunit's checks) is made once, in the zygote.
(define warm-up-source #<<END
#lang racket
(require rackunit)
(struct pt (x y) #:transparent)
(define (norm p) (match p [(pt x y) (sqrt (+ (* x x) (* y y)))]))
(define (words s) (for/list ([w (in-list (string-split s))]) (string-upcase w)))
(define h (for/hash ([i (in-range 10)]) (values i (* i i))))
(check-equal? (norm (pt 3 4)) 5)
(check-equal? (words "a bc") '("A" "BC"))
(check-true (hash-has-key? h 3))
(displayln (string-join (map number->string (sort (hash-keys h) <)) ","))
(printf "~a ~s\n" (format "~a" 1.5) (list 'a "b" #\c))
(pt 1 2)
END
  )

(define lib (ffi-lib (vector-ref args 0)))
(define seccomp-path (vector-ref args 1))

(define-cstruct _limits ([cpu-soft _int64] [cpu-hard _int64] [fsize _int64] [nofile _int64] [nproc _int64] [as _int64]))
(define zygote-init (get-ffi-obj "mcj_zygote_init" lib (_fun -> _int)))
(define read-line-raw (get-ffi-obj "mcj_read_line" lib (_fun _bytes _int64 -> _int64)))
(define fork-program
  (get-ffi-obj "mcj_fork_program" lib
               (_fun _int64 _int64 _int64 _limits-pointer _path _int (_list i _string/utf-8) (_list i _int64) _int64 -> _int)))
(define wait-for (get-ffi-obj "mcj_wait" lib (_fun _int -> _int)))

;; What every program needs, loaded once.
(define base (make-base-namespace))
(parameterize ([current-namespace base])
  (namespace-require 'racket)
  (namespace-require 'rackunit))

(define (warm-up)
  (define ns (parameterize ([current-namespace base]) (make-base-empty-namespace)))
  ;; Its checks are not counted in rackunit's test log (base's instance), which every program shares.
  (define log-enabled? (parameterize ([current-namespace base]) (dynamic-require 'rackunit/log 'test-log-enabled?)))
  (namespace-attach-module base 'racket ns)
  (namespace-attach-module base 'rackunit ns)
  (parameterize ([current-namespace ns]
                 [current-output-port (open-output-nowhere)]
                 [current-error-port (open-output-nowhere)]
                 [current-module-declare-name (make-resolved-module-path 'warm-up)]
                 [read-accept-reader #t]
                 [read-accept-lang #t]
                 [log-enabled? #f])
    (namespace-require ''#%kernel)
    (eval (namespace-syntax-introduce (read-syntax 'warm-up (open-input-string warm-up-source))))
    (current-module-declare-name #f)
    (dynamic-require ''warm-up #f)))
(warm-up)
(collect-garbage)
(collect-garbage)

;; The zygote's own answers (only when a fork fails: the keeper answers for each program).
(define answers (unsafe-file-descriptor->port 1 'answers '(write)))

(define (serve request ns)
  (define id (hash-ref request 'id))
  (define files (hash-ref request 'files))
  (define pid (fork-program id (hash-ref request 'boxMb) (hash-ref request 'tmpMb) (apply make-limits (hash-ref request 'limits)) seccomp-path
                            (length files) (map car files) (map cadr files) (hash-ref request 'cap)))
  (cond
    ;; The program's process, in /box with its files: the program as `racket MAIN` runs it (never returns).
    [(zero? pid) (run-file-as-racket-cli ns (hash-ref request 'main))]
    [(< pid 0)
     (write-json (hasheq 'id id 'error (format "fork failed: errno ~a" (- pid))) answers)
     (newline answers)
     (flush-output answers)]
    [else (wait-for pid)]))

(let ([kept (zygote-init)])
  (when (< kept 0) (error 'zygote "cannot start: errno ~a" (- kept))))
(define line-buffer (make-bytes 65536))
(let loop ()
  ;; Made while the zygote waits: not in the fork, where every page it wrote would be copied first.
  (define ns (prepare-namespace base))
  (define n (read-line-raw line-buffer 65536))
  (when (< n 0) (error 'zygote "cannot read a request: errno ~a" (- n)))
  (unless (zero? n)
    (serve (bytes->jsexpr (subbytes line-buffer 0 n)) ns)
    (loop)))

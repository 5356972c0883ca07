#lang racket/base
;; The Racket zygote (docs/server.md#the-racket-zygote): `racket zygote.rkt LIB SECCOMP` loads `racket`
;; and `rackunit` once, runs a warm-up program of its own, then serves one request per line on stdin
;; (JSON: id, main, files, boxMb, tmpMb, limits, cap) and answers one line each on stdout. Per request
;; it forks through LIB (zygote.c): the fork is a sandbox of its own, writes the program's files into
;; its empty /box and runs `racket MAIN` there as the command line would (run-file.rkt); the zygote
;; reads its stdout and stderr, and its wait status from the keeper. The zygote runs none of the
;; program's code, and never uses its own current ports, which the fork inherits untouched.
(require ffi/unsafe ffi/unsafe/port json net/base64 racket/port "run-file.rkt")

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
(define fork-program (get-ffi-obj "mcj_fork_program" lib (_fun _int64 _int64 _limits-pointer _path _pointer -> _int)))
(define waitpid (get-ffi-obj "waitpid" #f (_fun _int _pointer _int -> _int)))
(define close-fd (get-ffi-obj "close" #f (_fun _int -> _int)))

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

;; The zygote's own channel: ports of its own on descriptors 0 and 1.
(define requests (unsafe-file-descriptor->port 0 'requests '(read)))
(define answers (unsafe-file-descriptor->port 1 'answers '(write)))

(define (answer! jsexpr)
  (write-json jsexpr answers)
  (newline answers)
  (flush-output answers))

;; The first `cap` bytes of a descriptor's stream, and how many it sent in all (read to its end).
(define (drain fd cap)
  (define in (unsafe-file-descriptor->port fd 'output '(read)))
  (define kept (open-output-bytes))
  (define buffer (make-bytes 65536))
  (let loop ([total 0])
    (define n (read-bytes-avail! buffer in))
    (cond
      [(eof-object? n) (close-input-port in) (cons (get-output-bytes kept) total)]
      [else
       (when (< total cap) (write-bytes buffer kept 0 (min n (- cap total))))
       (loop (+ total n))])))

(define (read-status fd)
  (define in (unsafe-file-descriptor->port fd 'status '(read)))
  (define bytes (read-bytes 16 in))
  (close-input-port in)
  (and (bytes? bytes) (= (bytes-length bytes) 16)
       (for/list ([i 4]) (integer-bytes->integer bytes #t #f (* 4 i) (* 4 (add1 i))))))

(define (b64 bytes) (bytes->string/latin-1 (base64-encode bytes #"")))

(define (serve request ns)
  (define id (hash-ref request 'id))
  (define cap (hash-ref request 'cap))
  (define l (hash-ref request 'limits))
  (define limits (apply make-limits l))
  (define fds (malloc 3 _int 'raw))
  (define pid (fork-program (hash-ref request 'boxMb) (hash-ref request 'tmpMb) limits seccomp-path fds))
  (cond
    [(zero? pid)
     ;; The program's process, in /box: its files, then the program as `racket MAIN` runs it (never returns).
     (for ([(name text) (hash-ref request 'files)])
       (call-with-output-file (build-path "/box" (symbol->string name))
         (lambda (out) (write-string text out))))
     (run-file-as-racket-cli ns (hash-ref request 'main))]
    [(< pid 0) (free fds) (answer! (hasheq 'id id 'error (format "fork failed: errno ~a" (- pid))))]
    [else
     (define out-fd (ptr-ref fds _int 0))
     (define err-fd (ptr-ref fds _int 1))
     (define status-fd (ptr-ref fds _int 2))
     (free fds)
     (define err-result #f)
     (define err-thread (thread (lambda () (set! err-result (drain err-fd cap)))))
     (define out-result (drain out-fd cap))
     (thread-wait err-thread)
     (define status (read-status status-fd))
     (waitpid pid #f 0)
     (define-values (wait-status max-rss setup-errno setup-step)
       (if status (apply values status) (values 0 0 -1 0)))
     (if (not (zero? setup-errno))
         (answer! (hasheq 'id id 'error (format "the program's sandbox could not be made (step ~a, errno ~a)" setup-step setup-errno)))
         (answer! (hasheq 'id id
                          ;; WIFEXITED: the low 7 bits are 0; then the code is bits 8-15. Else the signal.
                          'exitCode (and (zero? (bitwise-and wait-status #x7f)) (bitwise-and (arithmetic-shift wait-status -8) #xff))
                          'signal (and (not (zero? (bitwise-and wait-status #x7f))) (bitwise-and wait-status #x7f))
                          'maxRssKb max-rss
                          'stdout (b64 (car out-result)) 'stdoutBytes (cdr out-result)
                          'stderr (b64 (car err-result)) 'stderrBytes (cdr err-result))))]))

(let ([kept (zygote-init)])
  (when (< kept 0) (error 'zygote "cannot start: errno ~a" (- kept))))
(let loop ()
  (define ns (prepare-namespace base))
  (define line (read-line requests 'linefeed))
  (unless (eof-object? line)
    (serve (string->jsexpr line) ns)
    (loop)))

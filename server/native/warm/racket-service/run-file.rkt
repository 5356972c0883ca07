#lang racket/base
;; (prepare-namespace base-namespace) -> namespace
;;   A namespace like racket's startup one, with base's instances of
;;   racket/base, racket and rackunit attached (made in the zygote, before the fork).
;; (run-file-as-racket-cli namespace path)
;;   Runs `path` in this (forked) process the way `racket path` would
;;   (racket's default `-u path`, i.e. `-t path -N path --`), and ends the
;;   process as that command would end. Never returns.
;;
;; Mirrors racket/src/cs/main.sps (v8.7): `-u` handling, `configure-runtime`,
;; `namespace-require+`, the load prompt, `executable-yield-handler`, `exit`;
;; and racket/src/expander/main.rkt `namespace-init!` for the startup namespace.
;;
;; The code that ends up on the program's stack is compiled with no source
;; locations and no procedure names (see `traceless`), and runs in a fresh
;; thread, so "context...:" lines show none of this module's or the caller's
;; frames (rumble/error.ss `continuation->trace` shows a frame only when its
;; code has a name or a source location).
(require ffi/unsafe/vm
         ;; The primitives (Chez-compiled, static generation, never shown in a
         ;; context), as main.sps uses them, not racket/private/map.rkt's.
         (only-in '#%kernel [for-each k:for-each] [andmap k:andmap])
         (for-syntax racket/base))

(provide prepare-namespace run-file-as-racket-cli)

;; The io layer's `set-run-file!` (io/path/system.rkt), as main.sps calls it for `-u`.
(define set-run-file! (vm-eval '(let () (import (io)) set-run-file!)))
;; The thread layer's `force-exit` path: what the scheduler does when the main
;; thread dies (thread/schedule.rkt): exit without flushing plumbers.
(define host-exit (vm-eval '($primitive exit)))

;; Compile an expression with no srclocs and no inferred procedure names.
(begin-for-syntax
  (define (strip stx insp)
    (let loop ([s stx])
      (cond
        [(syntax? s)
         (let* ([s (syntax-disarm s insp)]
                [e (syntax-e s)]
                [new (datum->syntax s (loop e) #f s)])
           (if (and (pair? e)
                    (identifier? (car e))
                    (or (free-identifier=? (car e) #'#%plain-lambda)
                        (free-identifier=? (car e) #'case-lambda))
                    (not (symbol? (syntax-property s 'inferred-name))))
               (syntax-property new 'inferred-name (void))
               new))]
        [(pair? s) (cons (loop (car s)) (loop (cdr s)))]
        [(vector? s) (list->vector (map loop (vector->list s)))]
        [else s]))))

(define-syntax (named stx) ; (named id lambda-expr): keep exactly this name
  (syntax-case stx ()
    [(_ id e) (syntax-property (local-expand #'e 'expression '()) 'inferred-name (syntax-e #'id))]))

(define-syntax (traceless stx)
  (syntax-case stx ()
    [(_ e)
     (strip (local-expand #'e 'expression '())
            (variable-reference->module-declaration-inspector (#%variable-reference)))]))

(define (prepare-namespace base)
  (parameterize ([current-namespace base])
    ;; Like the startup namespace (expander/main.rkt `namespace-init!`):
    ;; primitive modules only, nothing at the top level, '#%kernel instantiated.
    (let ([ns (make-empty-namespace)])
      ;; Share the instances loaded in the zygote instead of loading them again.
      (for-each (lambda (m)
                  (when (module-declared? m #f)
                    (namespace-attach-module base m ns)))
                '(racket/base racket rackunit))
      ns)))

(define run-file-as-racket-cli
  (traceless
   (lambda (ns file-name)
     (let* (
            [mod `(file ,file-name)]
            [go
             (lambda ()
               ;; main.sps `initialize-place!` and `-u`:
               (current-namespace ns)
               (current-command-line-arguments (vector->immutable-vector (vector)))
               (set-run-file! (string->path file-name))
               (current-load-relative-directory #f)
               (current-module-declare-name #f)
               ;; A fresh generator, seeded at this run's start as in a new process
               ;; (otherwise every forked child would draw the same numbers).
               (current-pseudo-random-generator (make-pseudo-random-generator))
               (let ([exit-value 0])
                 ;; main.sps: (call-with-continuation-prompt (lambda () (for-each (lambda (ld) (ld)) loads)) ...)
                 (call-with-continuation-prompt
                  (lambda ()
                    ;; main.sps `namespace-require+`:
                    (let ([m (module-path-index-join mod #f)])
                      ;; main.sps `configure-runtime` (first load only):
                      (let ([config-m (module-path-index-join '(submod "." configure-runtime) m)])
                        (when (module-declared? config-m #t)
                          (dynamic-require config-m #f)))
                      (let ([info (module->language-info m #t)])
                        (when (and (vector? info) (= 3 (vector-length info)))
                          (let* ([info-load (lambda (info)
                                              ((dynamic-require (vector-ref info 0) (vector-ref info 1))
                                               (vector-ref info 2)))]
                                 [get (info-load info)]
                                 [infos (get 'configure-runtime '())])
                            (unless (and (list? infos)
                                         (k:andmap (lambda (info) (and (vector? info) (= 3 (vector-length info))))
                                                 infos))
                              (raise-argument-error 'runtime-configure "(listof (vector any any any))" infos))
                            (k:for-each info-load infos))))
                      (namespace-require m)
                      ;; Run `main` submodule, if any:
                      (let ([main-m (module-path-index-join '(submod "." main) m)])
                        (when (module-declared? main-m #t)
                          (dynamic-require main-m #f)))))
                  (default-continuation-prompt-tag)
                  ;; If any load escapes, then set the exit value. (Named `handler` as
                  ;; Chez names main.sps's lambda, inlined as that formal of
                  ;; `call-with-continuation-prompt`: "handler: arity mismatch")
                  (named handler
                   (lambda (proc)
                    (set! exit-value 1)
                    ;; Let the actual default handler report an arity mismatch, etc.
                    (call-with-continuation-prompt
                     (lambda () (abort-current-continuation (default-continuation-prompt-tag) proc))))))
                 ;; main.sps: yield? is #t by default
                 ((executable-yield-handler) exit-value)
                 (exit exit-value)))])
       ;; A fresh thread: its continuation holds none of the caller's frames.
       ;; `procedure-rename`: the thread's object-name is that of racket's main
       ;; thread (thread.rkt takes it from the thunk; main.sps's is `thunk_0`),
       ;; while `go` itself stays nameless (a named frame would show in contexts).
       (thread-wait (thread (procedure-rename go 'thunk_0)))
       ;; The program's thread ended without `exit` (killed): as when racket's
       ;; main thread dies, exit 0 without flushing (thread/schedule.rkt `force-exit`).
       (host-exit 0)))))

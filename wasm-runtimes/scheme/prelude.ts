/**
 * The library procedures that call procedures of the program, in Racket: compiled by the same expander
 * and run in the program's interpreter, so a continuation or an exception crosses them as it would in
 * Racket. Each is a port of racket 8.7's own (racket/private/map.rkt, list.rkt, sort.rkt, racket/list,
 * racket/private/dict.rkt): the same argument checks (an error where racket raises one, also for an empty
 * list), the same order of calls (which a program with effects, or a comparison that is not a strict
 * order, can observe). Names starting with `%` are the runtime's internal primitives.
 */
export const PRELUDE = String.raw`#lang racket
(define (%check-proc who f n)
  (unless (and (procedure? f) (%arity-includes? f n))
    (raise-argument-error who "procedure of the right arity" f)))
(define (%check-list who l)
  (unless (list? l) (raise-argument-error who "list?" l)))
(define (%cars ls) (if (null? ls) '() (cons (car (car ls)) (%cars (cdr ls)))))
(define (%cdrs ls) (if (null? ls) '() (cons (cdr (car ls)) (%cdrs (cdr ls)))))
(define (%check-lists who ls)
  (let loop ([l ls]) (unless (null? l) (%check-list who (car l)) (loop (cdr l))))
  (let ([n (length (car ls))])
    (let loop ([l (cdr ls)])
      (unless (null? l)
        (unless (= (length (car l)) n) (error who "all lists must have same size"))
        (loop (cdr l))))))

(define map
  (case-lambda
    [(f l)
     (%check-proc 'map f 1)
     (%check-list 'map l)
     (let loop ([l l])
       (if (null? l) '() (let ([r (cdr l)]) (cons (f (car l)) (loop r)))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'map f (length all))
       (%check-lists 'map all)
       (let loop ([all all])
         (if (null? (car all)) '() (let ([r (%cdrs all)]) (cons (apply f (%cars all)) (loop r))))))]))

(define for-each
  (case-lambda
    [(f l)
     (%check-proc 'for-each f 1)
     (%check-list 'for-each l)
     (let loop ([l l])
       (if (null? l) (void) (let ([r (cdr l)]) (f (car l)) (loop r))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'for-each f (length all))
       (%check-lists 'for-each all)
       (let loop ([all all])
         (if (null? (car all)) (void) (let ([r (%cdrs all)]) (apply f (%cars all)) (loop r)))))]))

(define andmap
  (case-lambda
    [(f l)
     (%check-proc 'andmap f 1)
     (%check-list 'andmap l)
     (if (null? l)
         #t
         (let loop ([l l])
           (if (null? (cdr l)) (f (car l)) (let ([r (cdr l)]) (and (f (car l)) (loop r))))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'andmap f (length all))
       (%check-lists 'andmap all)
       (if (null? (car all))
           #t
           (let loop ([all all])
             (if (null? (cdr (car all)))
                 (apply f (%cars all))
                 (let ([r (%cdrs all)]) (and (apply f (%cars all)) (loop r)))))))]))

(define ormap
  (case-lambda
    [(f l)
     (%check-proc 'ormap f 1)
     (%check-list 'ormap l)
     (if (null? l)
         #f
         (let loop ([l l])
           (if (null? (cdr l)) (f (car l)) (let ([r (cdr l)]) (or (f (car l)) (loop r))))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'ormap f (length all))
       (%check-lists 'ormap all)
       (if (null? (car all))
           #f
           (let loop ([all all])
             (if (null? (cdr (car all)))
                 (apply f (%cars all))
                 (let ([r (%cdrs all)]) (or (apply f (%cars all)) (loop r)))))))]))

(define (filter f l)
  (%check-proc 'filter f 1)
  (%check-list 'filter l)
  (let loop ([l l] [result '()])
    (if (null? l) (reverse result) (loop (cdr l) (if (f (car l)) (cons (car l) result) result)))))

(define (filter-not f l)
  (%check-proc 'filter-not f 1)
  (%check-list 'filter-not l)
  (let loop ([l l] [result '()])
    (if (null? l) (reverse result) (loop (cdr l) (if (f (car l)) result (cons (car l) result))))))

(define (remf f l)
  (%check-list 'remf l)
  (%check-proc 'remf f 1)
  (let loop ([l l])
    (cond [(null? l) '()]
          [(f (car l)) (cdr l)]
          [else (cons (car l) (loop (cdr l)))])))

(define foldl
  (case-lambda
    [(f init l)
     (%check-proc 'foldl f 2)
     (%check-list 'foldl l)
     (let loop ([init init] [l l])
       (if (null? l) init (loop (f (car l) init) (cdr l))))]
    [(f init l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'foldl f (+ 1 (length all)))
       (%check-lists 'foldl all)
       (let loop ([init init] [all all])
         (if (null? (car all)) init (loop (apply f (append (%cars all) (list init))) (%cdrs all)))))]))

(define foldr
  (case-lambda
    [(f init l)
     (%check-proc 'foldr f 2)
     (%check-list 'foldr l)
     (let loop ([l l])
       (if (null? l) init (f (car l) (loop (cdr l)))))]
    [(f init l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'foldr f (+ 1 (length all)))
       (%check-lists 'foldr all)
       (let loop ([all all])
         (if (null? (car all)) init (apply f (append (%cars all) (list (loop (%cdrs all))))))))]))

(define (build-list n f)
  (unless (exact-nonnegative-integer? n) (raise-argument-error 'build-list "exact-nonnegative-integer?" n))
  (%check-proc 'build-list f 1)
  (let recr ([j 0] [i n])
    (cond [(zero? i) '()]
          [else (cons (f j) (recr (add1 j) (sub1 i)))])))

(define (build-vector n f)
  (unless (exact-nonnegative-integer? n) (raise-argument-error 'build-vector "exact-nonnegative-integer?" n))
  (%check-proc 'build-vector f 1)
  (let ([v (make-vector n 0)])
    (let loop ([i 0])
      (when (< i n) (vector-set! v i (f i)) (loop (add1 i))))
    v))

(define (build-string n f)
  (unless (exact-nonnegative-integer? n) (raise-argument-error 'build-string "exact-nonnegative-integer?" n))
  (%check-proc 'build-string f 1)
  (let loop ([i 0] [acc '()])
    (if (< i n)
        (let ([c (f i)])
          (unless (char? c) (raise-argument-error 'build-string "char?" c))
          (loop (add1 i) (cons c acc)))
        (list->string (reverse acc)))))

(define count
  (case-lambda
    [(f l)
     (%check-proc 'count f 1)
     (%check-list 'count l)
     (let loop ([l l] [c 0])
       (if (null? l) c (loop (cdr l) (if (f (car l)) (add1 c) c))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'count f (length all))
       (%check-lists 'count all)
       (let loop ([all all] [c 0])
         (if (null? (car all)) c (loop (%cdrs all) (if (apply f (%cars all)) (add1 c) c)))))]))

(define filter-map
  (case-lambda
    [(f l)
     (%check-proc 'filter-map f 1)
     (%check-list 'filter-map l)
     (let loop ([l l])
       (if (null? l)
           '()
           (let ([x (f (car l))])
             (if x (cons x (loop (cdr l))) (loop (cdr l))))))]
    [(f l . ls)
     (let ([all (cons l ls)])
       (%check-proc 'filter-map f (length all))
       (%check-lists 'filter-map all)
       (let loop ([all all])
         (if (null? (car all))
             '()
             (let ([x (apply f (%cars all))])
               (if x (cons x (loop (%cdrs all))) (loop (%cdrs all)))))))]))

(define (append-map f l . ls)
  (apply append (apply map f l ls)))

(define (partition pred l)
  (%check-proc 'partition pred 1)
  (%check-list 'partition l)
  (let loop ([l l] [i '()] [o '()])
    (if (null? l)
        (values (reverse i) (reverse o))
        (let ([x (car l)] [l (cdr l)])
          (if (pred x) (loop l (cons x i) o) (loop l i (cons x o)))))))

(define (memf f l)
  (%check-proc 'memf f 1)
  (let loop ([l l])
    (cond [(null? l) #f]
          [(not (pair? l)) (raise-argument-error 'memf "list?" l)]
          [else (if (f (car l)) l (loop (cdr l)))])))

(define (findf f l)
  (%check-proc 'findf f 1)
  (let loop ([l l])
    (cond [(null? l) #f]
          [(not (pair? l)) (raise-argument-error 'findf "list?" l)]
          [else (let ([a (car l)]) (if (f a) a (loop (cdr l))))])))

(define (assf f l)
  (%check-proc 'assf f 1)
  (let loop ([l l])
    (cond [(null? l) #f]
          [(not (pair? l)) (raise-argument-error 'assf "list?" l)]
          [else (let ([a (car l)])
                  (unless (pair? a) (raise-argument-error 'assf "(listof pair?)" l))
                  (if (f (car a)) a (loop (cdr l))))])))

(define (takef l pred)
  (unless (procedure? pred) (raise-argument-error 'takef "procedure?" pred))
  (let loop ([l l])
    (if (pair? l)
        (let ([x (car l)]) (if (pred x) (cons x (loop (cdr l))) '()))
        '())))

(define (dropf l pred)
  (unless (procedure? pred) (raise-argument-error 'dropf "procedure?" pred))
  (let loop ([l l])
    (if (and (pair? l) (pred (car l))) (loop (cdr l)) l)))

(define (splitf-at l pred)
  (unless (procedure? pred) (raise-argument-error 'splitf-at "procedure?" pred))
  (let loop ([l l] [pfx '()])
    (if (and (pair? l) (pred (car l)))
        (loop (cdr l) (cons (car l) pfx))
        (values (reverse pfx) l))))

(define (%mk-min cmp name f xs)
  (%check-proc name f 1)
  (unless (and (list? xs) (pair? xs)) (raise-argument-error name "(and/c list? (not/c empty?))" xs))
  (let ([init-min-var (f (car xs))])
    (unless (real? init-min-var) (raise-argument-error name "real?" init-min-var))
    (let loop ([min (car xs)] [min-var init-min-var] [xs (cdr xs)])
      (if (null? xs)
          min
          (let ([new-min (f (car xs))])
            (unless (real? new-min) (raise-argument-error name "real?" new-min))
            (cond [(cmp new-min min-var) (loop (car xs) new-min (cdr xs))]
                  [else (loop min min-var (cdr xs))]))))))
(define (argmin f xs) (%mk-min < 'argmin f xs))
(define (argmax f xs) (%mk-min > 'argmax f xs))

(define (vector-map f v . vs)
  (let ([all (cons v vs)])
    (%check-proc 'vector-map f (length all))
    (for-each (lambda (x) (unless (vector? x) (raise-argument-error 'vector-map "vector?" x))) all)
    (let ([n (vector-length v)])
      (for-each (lambda (x) (unless (= (vector-length x) n) (error 'vector-map "all vectors must have same size"))) vs)
      (let ([out (make-vector n 0)])
        (let loop ([i 0])
          (when (< i n)
            (vector-set! out i (apply f (map (lambda (x) (vector-ref x i)) all)))
            (loop (add1 i))))
        out))))

(define (vector-count f v)
  (%check-proc 'vector-count f 1)
  (unless (vector? v) (raise-argument-error 'vector-count "vector?" v))
  (let loop ([i 0] [c 0])
    (if (< i (vector-length v)) (loop (add1 i) (if (f (vector-ref v i)) (add1 c) c)) c)))

(define (hash-map h f)
  (%check-proc 'hash-map f 2)
  (map (lambda (p) (f (car p) (cdr p))) (%hash-pairs h)))

(define (hash-for-each h f)
  (%check-proc 'hash-for-each f 2)
  (for-each (lambda (p) (f (car p) (cdr p))) (%hash-pairs h)))

(define hash-update!
  (case-lambda
    [(h k f) (%check-proc 'hash-update! f 1) (hash-set! h k (f (hash-ref h k)))]
    [(h k f failure) (%check-proc 'hash-update! f 1) (hash-set! h k (f (hash-ref h k failure)))]))

(define hash-update
  (case-lambda
    [(h k f) (%check-proc 'hash-update f 1) (hash-set h k (f (hash-ref h k)))]
    [(h k f failure) (%check-proc 'hash-update f 1) (hash-set h k (f (hash-ref h k failure)))]))

(define (negate f)
  (unless (procedure? f) (raise-argument-error 'negate "procedure?" f))
  (lambda args (not (apply f args))))

(define (const v) (lambda args v))

(define (compose1 . fs)
  (for-each (lambda (f) (unless (procedure? f) (raise-argument-error 'compose1 "procedure?" f))) fs)
  (if (null? fs)
      (lambda (x) x)
      (let loop ([fs fs])
        (if (null? (cdr fs))
            (car fs)
            (let ([f (car fs)] [g (loop (cdr fs))])
              (lambda args (f (apply g args))))))))

(define (%assoc? d) (and (list? d) (andmap pair? d)))
(define dict-ref
  (case-lambda
    [(d k) (%dict-ref d k 'dict-ref #f #f)]
    [(d k default) (%dict-ref d k 'dict-ref #t default)]))
(define (%dict-ref d k who has-default default)
  (cond
    [(hash? d) (if has-default (hash-ref d k default) (hash-ref d k))]
    [(%assoc? d)
     (let ([found (assoc k d)])
       (cond [found (cdr found)]
             [(not has-default) (error who "no value for key: ~e" k)]
             [(procedure? default) (default)]
             [else default]))]
    [else (raise-argument-error who "dict?" d)]))
(define (dict-set d k v)
  (cond
    [(and (hash? d) (immutable? d)) (hash-set d k v)]
    [(%assoc? d)
     (let loop ([xd d])
       (cond [(null? xd) (list (cons k v))]
             [else (let ([a (car xd)])
                     (if (equal? (car a) k) (cons (cons k v) (cdr xd)) (cons a (loop (cdr xd)))))]))]
    [else (raise-argument-error 'dict-set "dict?" d)]))
(define (dict-set! d k v)
  (if (and (hash? d) (not (immutable? d))) (hash-set! d k v) (raise-argument-error 'dict-set! "dict?" d)))
(define (dict-has-key? d k)
  (cond [(hash? d) (hash-has-key? d k)]
        [(%assoc? d) (pair? (assoc k d))]
        [else (raise-argument-error 'dict-has-key? "dict?" d)]))
(define (dict-remove d k)
  (cond
    [(and (hash? d) (immutable? d)) (hash-remove d k)]
    [(%assoc? d)
     (let loop ([xd d])
       (cond [(null? xd) '()]
             [else (let ([a (car xd)]) (if (equal? (car a) k) (cdr xd) (cons a (loop (cdr xd)))))]))]
    [else (raise-argument-error 'dict-remove "dict?" d)]))
(define (dict-count d)
  (cond [(hash? d) (hash-count d)]
        [(%assoc? d) (length d)]
        [else (raise-argument-error 'dict-count "dict?" d)]))
(define (dict-keys d)
  (cond [(hash? d) (hash-keys d)]
        [(%assoc? d) (map car d)]
        [else (raise-argument-error 'dict-keys "dict?" d)]))
(define (dict-values d)
  (cond [(hash? d) (hash-values d)]
        [(%assoc? d) (map cdr d)]
        [else (raise-argument-error 'dict-values "dict?" d)]))
(define (dict->list d)
  (cond [(hash? d) (hash->list d)]
        [(%assoc? d) (map (lambda (p) (cons (car p) (cdr p))) d)]
        [else (raise-argument-error 'dict->list "dict?" d)]))

;; racket/private/string.rkt's real->decimal-string: exact arithmetic on the number's exact value.
(define (real->decimal-string n [digits 2])
  (unless (rational? n) (raise-argument-error 'real->decimal-string "rational?" n))
  (unless (exact-nonnegative-integer? digits) (raise-argument-error 'real->decimal-string "exact-nonnegative-integer?" digits))
  (let* ([e (expt 10 digits)]
         [num (round (abs (* e (inexact->exact n))))])
    (format "~a~a.~a"
            (if (or (negative? n) (equal? n -0.0)) "-" "")
            (quotient num e)
            (if (zero? digits)
                ""
                (let ([s (number->string (remainder num e))])
                  (if (= (string-length s) digits)
                      s
                      (string-append (make-string (- digits (string-length s)) #\0) s)))))))

;; racket/list's list-update, permutations (Ord-Smith, in racket's order) and combinations.
(define (list-update l i f)
  (unless (list? l) (raise-argument-error 'list-update "list?" l))
  (unless (exact-nonnegative-integer? i) (raise-argument-error 'list-update "exact-nonnegative-integer?" i))
  (%check-proc 'list-update f 1)
  (cond
    [(zero? i) (cons (f (car l)) (cdr l))]
    [else (cons (car l) (list-update (cdr l) (sub1 i) f))]))

(define (%swap+flip l i j)
  (case j
    [(0) (cons (cadr l) (cons (car l) (cddr l)))]
    [(1) (let ([a (car l)] [b (cadr l)] [c (caddr l)] [l (cdddr l)])
           (case i [(0) (cons b (cons c (cons a l)))]
                 [else (cons c (cons a (cons b l)))]))]
    [(2) (let ([a (car l)] [b (cadr l)] [c (caddr l)] [d (cadddr l)] [l (cddddr l)])
           (case i [(0) (cons c (cons b (cons d (cons a l))))]
                 [(1) (cons c (cons d (cons a (cons b l))))]
                 [else (cons d (cons b (cons a (cons c l))))]))]
    [else (let loop ([n i] [l1 '()] [r1 l])
            (if (> n 0) (loop (sub1 n) (cons (car r1) l1) (cdr r1))
                (let loop ([n (- j i)] [l2 '()] [r2 (cdr r1)])
                  (if (> n 0) (loop (sub1 n) (cons (car r2) l2) (cdr r2))
                      (append l2 (cons (car r2) (append l1 (cons (car r1) (cdr r2)))))))))]))

(define (permutations l)
  (cond [(not (list? l)) (raise-argument-error 'permutations "list?" l)]
        [(or (null? l) (null? (cdr l))) (list l)]
        [else
         (let ([N (- (length l) 2)])
           (when (> N 254) (error 'permutations "input list too long: ~e" l))
           (let ([c (make-vector (add1 N) 0)])
             (let loop ([i 0] [acc (list (reverse l))])
               (let ([ci (vector-ref c i)])
                 (cond [(<= ci i) (vector-set! c i (add1 ci))
                                  (loop 0 (cons (%swap+flip (car acc) ci i) acc))]
                       [(< i N) (vector-set! c i 0)
                                (loop (add1 i) acc)]
                       [else acc])))))]))

(define (combinations l [k #f])
  (unless (list? l) (raise-argument-error 'in-combinations "list?" l))
  (when (and k (not (exact-nonnegative-integer? k))) (raise-argument-error 'in-combinations "exact-nonnegative-integer?" k))
  (let* ([v (list->vector l)] [N (vector-length v)] [N-1 (- N 1)])
    (cond
      [(not k)
       (let ([limit (expt 2 N)])
         (let loop ([curr 0] [out '()])
           (if (< curr limit)
               (loop (+ curr 1)
                     (cons (for/fold ([acc '()]) ([i (in-range N-1 -1 -1)])
                             (if (bitwise-bit-set? curr i) (cons (vector-ref v i) acc) acc))
                           out))
               (reverse out))))]
      [(< N k) '()]
      [else
       (let ([k* (build-vector k (lambda (i) i))])
         (let loop ([out '()])
           (let ([comb (for/list ([i (in-vector k*)]) (vector-ref v i))]
                 [index-to-change #f])
             (for ([i (in-range (- k 1) -1 -1)])
               #:break (and (not (eq? (vector-ref k* i) (+ i N (- k))))
                            (begin (set! index-to-change i) #t))
               (void))
             (if index-to-change
                 (let ([val (add1 (vector-ref k* index-to-change))])
                   (for ([i (in-range index-to-change k)] [x (in-naturals val)])
                     (vector-set! k* i x))
                   (loop (cons comb out)))
                 (reverse (cons comb out))))))])))

;; racket/private/sort.rkt, as it runs: a merge sort with insertion sort below 16 elements, a check for
;; an already sorted list first, and special cases for up to 3 elements.
(define (%sort-vector! A less? n key)
  (define (<? x y) (if key (less? (key x) (key y)) (less? x y)))
  (define (ref i) (vector-ref A i))
  (define (put! i v) (vector-set! A i v))
  (define (merge lo? A1 A2 B1 B2 C1)
    (let ([b2 B2])
      (let loop ([a1 A1] [b1 B1] [c1 C1])
        (let ([x (ref a1)] [y (ref b1)])
          (if (if lo? (not (<? y x)) (<? x y))
              (begin (put! c1 x)
                     (let ([a1 (+ a1 1)] [c1 (+ c1 1)])
                       (when (< c1 b1) (loop a1 b1 c1))))
              (begin (put! c1 y)
                     (let ([b1 (+ b1 1)] [c1 (+ c1 1)])
                       (if (<= b2 b1)
                           (let loop ([a1 a1] [c1 c1])
                             (when (< c1 b1)
                               (put! c1 (ref a1))
                               (loop (+ a1 1) (+ c1 1))))
                           (loop a1 b1 c1)))))))))
  (define (copying-insertionsort Alo Blo n)
    (put! Blo (ref Alo))
    (let iloop ([i 1])
      (when (< i n)
        (let ([ref-i (ref (+ Alo i))])
          (let jloop ([j (+ Blo i)])
            (let ([ref-j-1 (ref (- j 1))])
              (if (and (< Blo j) (<? ref-i ref-j-1))
                  (begin (put! j ref-j-1) (jloop (- j 1)))
                  (begin (put! j ref-i) (iloop (+ i 1))))))))))
  (define (copying-mergesort Alo Blo n)
    (cond
      [(= n 1) (put! Blo (ref Alo))]
      [(= n 2) (let ([x (ref Alo)] [y (ref (+ Alo 1))])
                 (if (<? y x)
                     (begin (put! Blo y) (put! (+ Blo 1) x))
                     (begin (put! Blo x) (put! (+ Blo 1) y))))]
      [(< n 16) (copying-insertionsort Alo Blo n)]
      [else (let* ([n/2- (arithmetic-shift n -1)] [n/2+ (- n n/2-)])
              (let ([Amid1 (+ Alo n/2-)] [Amid2 (+ Alo n/2+)] [Bmid1 (+ Blo n/2-)])
                (copying-mergesort Amid1 Bmid1 n/2+)
                (copying-mergesort Alo Amid2 n/2-)
                (merge #t Amid2 (+ Alo n) Bmid1 (+ Blo n) Blo)))]))
  (let* ([n/2- (arithmetic-shift n -1)] [n/2+ (- n n/2-)])
    (let ([Alo 0] [Amid1 n/2-] [Amid2 n/2+] [Ahi n] [B1lo n])
      (copying-mergesort Amid1 B1lo n/2+)
      (unless (zero? n/2-) (copying-mergesort Alo Amid2 n/2-))
      (merge #f B1lo (+ B1lo n/2+) Amid2 Ahi Alo))))

(define (%raw-sort lst less? getkey cache-keys?)
  (let ([n (length lst)])
    (define (<? x y) (if getkey (less? (getkey x) (getkey y)) (less? x y)))
    (cond
      [(= n 0) lst]
      [(and cache-keys? getkey)
       (let ([vec (make-vector (+ n (ceiling (/ n 2))) 0)])
         (let loop ([i 0] [lst lst])
           (when (pair? lst)
             (let ([x (car lst)])
               (vector-set! vec i (cons (getkey x) x))
               (loop (+ i 1) (cdr lst)))))
         (%sort-vector! vec less? n car)
         (let loop ([i n] [r '()])
           (let ([i (- i 1)])
             (if (< i 0) r (loop i (cons (cdr (vector-ref vec i)) r))))))]
      [(let loop ([last (car lst)] [next (cdr lst)])
         (or (null? next)
             (and (not (<? (car next) last))
                  (loop (car next) (cdr next)))))
       lst]
      [(<= n 3)
       (cond
         [(= n 1) lst]
         [(= n 2) (list (cadr lst) (car lst))]
         [else
          (let ([a (car lst)] [b (cadr lst)] [c (caddr lst)])
            (if (<? b a)
                (if (<? c b) (list c b a) (if (<? c a) (list b c a) (list b a c)))
                (if (<? c a) (list c a b) (list a c b))))])]
      [else
       (let ([vec (make-vector (+ n (ceiling (/ n 2))) 0)])
         (let loop ([i 0] [lst lst])
           (when (pair? lst)
             (vector-set! vec i (car lst))
             (loop (add1 i) (cdr lst))))
         (%sort-vector! vec less? n getkey)
         (let loop ([i n] [r '()])
           (let ([i (sub1 i)])
             (if (< i 0) r (loop i (cons (vector-ref vec i) r))))))])))
`;

/** The prelude's public procedures (its other definitions, named %..., are internal). */
export const PRELUDE_NAMES = [...PRELUDE.matchAll(/^\(define \(?([^\s()%][^\s()]*)/gm)].map((m) => m[1]);

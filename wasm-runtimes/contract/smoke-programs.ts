/** One small passing program per WASM language (define, assert, print), for benchmarks and browser checks. */
export const SMOKE_PROGRAMS: Record<string, string> = {
  Python: 'def add(a, b):\n    return a + b\nassert add(2, 3) == 5\nprint("ok")\n',
  JavaScript: 'function add(a, b) { return a + b; }\nconsole.assert(add(2, 3) === 5);\nconsole.log("ok");\n',
  TypeScript: 'function add(a: number, b: number): number { return a + b; }\nconsole.assert(add(2, 3) === 5);\nconsole.log("ok");\n',
  CoffeeScript: 'add = (a, b) -> a + b\nthrow new Error "bad" unless add(2, 3) is 5\nconsole.log "ok"\n',
  Lua: 'local function add(a, b) return a + b end\nassert(add(2, 3) == 5)\nprint("ok")\n',
  Ruby: "def add(a, b) = a + b\nraise 'Test failed' unless add(2, 3) == 5\nputs 'ok'\n",
  C: '#include <assert.h>\n#include <stdio.h>\nint add(int a, int b) { return a + b; }\nint main(void) { assert(add(2, 3) == 5); puts("ok"); return 0; }\n',
  CPP: '#include <cassert>\n#include <iostream>\nint add(int a, int b) { return a + b; }\nint main() { assert(add(2, 3) == 5); std::cout << "ok\\n"; return 0; }\n',
  PHP: '<?php\nfunction add($a, $b) { return $a + $b; }\nassert(add(2, 3) === 5);\necho "ok\\n";\n',
  R: 'add <- function(a, b) a + b\nstopifnot(add(2, 3) == 5)\ncat("ok\\n")\n',
  Perl: 'sub add { return $_[0] + $_[1]; }\ndie "Test failed" unless add(2, 3) == 5;\nprint "ok\\n";\n',
  Tcl: 'proc add {a b} { expr {$a + $b} }\nif {[add 2 3] != 5} { error "Test failed" }\nputs ok\n',
  Go: 'package main\n\nimport (\n\t"testing"\n\n\t"github.com/stretchr/testify/assert"\n)\n\nfunc add(a, b int) int { return a + b }\n\nfunc TestAdd(t *testing.T) {\n\tassert.Equal(t, 5, add(2, 3))\n}\n',
  Scheme: '#lang racket\n(require rackunit)\n(define (add a b) (+ a b))\n(check-equal? (add 2 3) 5)\n(displayln "ok")\n',
  Racket: '#lang racket\n(require rackunit)\n(define (add a b) (+ a b))\n(check-equal? (add 2 3) 5)\n(displayln "ok")\n',
  Shell: 'add() { echo $(( $1 + $2 )); }\n[[ $(add 2 3) -eq 5 ]] || { echo "Test 1 failed"; exit 1; }\necho ok\n',
};

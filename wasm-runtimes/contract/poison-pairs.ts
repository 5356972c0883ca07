/**
 * One hostile pair per WASM language. `poison` changes whatever it can reach: the interpreter's globals,
 * the worker's JavaScript realm (pyodide's `run_js`, ruby.wasm's `JS`, a JavaScript program's own
 * globals), the environment, and files in its folder and in /tmp. `victim` is a wrong answer that passes
 * only if any of that survives into the next program. Alone, and right after the poison, the victim must
 * fail in every runtime: the runtime contract, the sandboxed hosts and the browser suite check it.
 */
export interface PoisonPair {
  poison: string;
  victim: string;
}

const JS_POISON = [
  'globalThis.MCJUDGE_POISON = true;',
  'Object.prototype.mcjudgePoison = true;',
  // Every later program would be compiled into a function that does nothing, and so pass.
  'globalThis.Function = function () { return function () {}; };',
  'globalThis.eval = function () {};',
  'console.log("poisoned");',
].join('\n');
const JS_LEAKED = 'globalThis.MCJUDGE_POISON === true || ({}).mcjudgePoison === true';

const RACKET_POISON: PoisonPair = {
  poison: [
    '#lang racket',
    '(require rackunit)',
    '(define (check-equal? . args) (void))',
    '(define mcjudge-poison (make-hash))',
    "(hash-set! mcjudge-poison 'leaked #t)",
    '(struct mcjudge (poison) #:mutable)',
    '(define-values (x y) (values 1 2))',
    '(set! x 3)',
    '(displayln "poisoned")',
  ].join('\n') + '\n',
  victim: "#lang racket\n(require rackunit)\n(check-equal? 'pristine 'runtime \"a pristine runtime\")\n",
};

export const POISON_PAIRS: Record<string, PoisonPair> = {
  Python: {
    poison: [
      'import builtins, os',
      'builtins.MCJUDGE_POISON = True',
      'os.environ["MCJUDGE_POISON"] = "1"',
      'open("/tmp/mcjudge-poison", "w").write("x")',
      'open("mcjudge-poison", "w").write("x")',
      'from pyodide.code import run_js',
      'run_js("globalThis.MCJUDGE_POISON = true")',
      // Every later program would then run nothing, and so pass.
      'builtins.exec = lambda *args, **kwargs: None',
      'builtins.compile = lambda *args, _compile=builtins.compile, **kwargs: _compile("pass", "<poison>", "exec")',
    ].join('\n') + '\n',
    victim: [
      'import builtins, os',
      'leaked = getattr(builtins, "MCJUDGE_POISON", False) or os.environ.get("MCJUDGE_POISON") == "1"',
      'leaked = leaked or os.path.exists("/tmp/mcjudge-poison") or os.path.exists("mcjudge-poison")',
      'try:',
      '    from pyodide.code import run_js',
      '    leaked = leaked or bool(run_js("globalThis.MCJUDGE_POISON === true"))',
      'except ImportError:',
      '    pass',
      'assert leaked, "a pristine runtime"',
    ].join('\n') + '\n',
  },
  JavaScript: {
    poison: JS_POISON + '\n',
    victim: `console.assert(${JS_LEAKED}, "a pristine runtime");\n`,
  },
  TypeScript: {
    poison: JS_POISON.replace(/globalThis\./g, '(globalThis as any).').replace('Object.prototype.', '(Object.prototype as any).') + '\n',
    victim: `console.assert((globalThis as any).MCJUDGE_POISON === true || ({} as any).mcjudgePoison === true, "a pristine runtime");\n`,
  },
  CoffeeScript: {
    poison: 'globalThis.MCJUDGE_POISON = true\nObject::mcjudgePoison = true\nglobalThis.Function = -> (->)\nconsole.log "poisoned"\n',
    victim: `throw new Error "a pristine runtime" unless ${JS_LEAKED.replace(/===/g, 'is').replace('||', 'or')}\n`,
  },
  Lua: {
    poison: [
      'MCJUDGE_POISON = true',
      'string.mcjudge_poison = true',
      'for _, path in ipairs({"/tmp/mcjudge-poison", "mcjudge-poison"}) do',
      '  local f = io.open(path, "w")',
      '  if f then f:write("x") f:close() end',
      'end',
      // Every later assert would then pass.
      'assert = function() return true end',
    ].join('\n') + '\n',
    victim: [
      'local leaked = MCJUDGE_POISON or string.mcjudge_poison',
      'for _, path in ipairs({"/tmp/mcjudge-poison", "mcjudge-poison"}) do',
      '  local f = io.open(path, "r")',
      '  if f then leaked = true f:close() end',
      'end',
      'if not leaked then error("a pristine runtime") end',
    ].join('\n') + '\n',
  },
  Ruby: {
    poison: [
      '$mcjudge_poison = true',
      'ENV["MCJUDGE_POISON"] = "1"',
      'class Object; def mcjudge_poison; true; end; end',
      'begin; File.write("/tmp/mcjudge-poison", "x"); File.write("mcjudge-poison", "x"); rescue StandardError; end',
      'begin; require "js"; JS.global[:MCJUDGE_POISON] = true; rescue Exception; end',
      // Every later `raise` would then do nothing.
      'module Kernel; def raise(*); end; end',
    ].join('\n') + '\n',
    victim: [
      'leaked = $mcjudge_poison || ENV["MCJUDGE_POISON"] == "1" || Object.method_defined?(:mcjudge_poison)',
      'leaked ||= (File.exist?("/tmp/mcjudge-poison") || File.exist?("mcjudge-poison") rescue false)',
      'leaked ||= (begin; require "js"; JS.global[:MCJUDGE_POISON].to_s == "true"; rescue Exception; false; end)',
      'raise "a pristine runtime" unless leaked',
    ].join('\n') + '\n',
  },
  C: {
    poison: '#include <stdio.h>\nint main(void) {\n  FILE *f = fopen("mcjudge-poison", "w");\n  if (f) { fputs("x", f); fclose(f); }\n  return 0;\n}\n',
    victim: '#include <assert.h>\n#include <stdio.h>\nint main(void) {\n  FILE *f = fopen("mcjudge-poison", "r");\n  assert(f != NULL);\n  return 0;\n}\n',
  },
  CPP: {
    poison: '#include <fstream>\nint main() {\n  std::ofstream("mcjudge-poison") << "x";\n  return 0;\n}\n',
    victim: '#include <cassert>\n#include <fstream>\nint main() {\n  std::ifstream f("mcjudge-poison");\n  assert(f.good());\n  return 0;\n}\n',
  },
  PHP: {
    poison: '<?php\nputenv("MCJUDGE_POISON=1");\n@file_put_contents("/tmp/mcjudge-poison", "x");\n@file_put_contents("mcjudge-poison", "x");\n$GLOBALS["mcjudge_poison"] = true;\n',
    victim: '<?php\n$leaked = getenv("MCJUDGE_POISON") === "1" || file_exists("/tmp/mcjudge-poison") || file_exists("mcjudge-poison") || isset($GLOBALS["mcjudge_poison"]);\nassert($leaked);\n',
  },
  R: {
    poison: [
      'attach(list(mcjudge_poison = TRUE), name = "mcjudge_poison")',
      'Sys.setenv(MCJUDGE_POISON = "1")',
      'try(writeLines("x", "/tmp/mcjudge-poison"), silent = TRUE)',
      'try(writeLines("x", "mcjudge-poison"), silent = TRUE)',
      // Every later stopifnot would then pass.
      'assign("stopifnot", function(...) invisible(TRUE), envir = as.environment("mcjudge_poison"))',
    ].join('\n') + '\n',
    victim: [
      'leaked <- exists("mcjudge_poison") || Sys.getenv("MCJUDGE_POISON") == "1" ||',
      '  file.exists("/tmp/mcjudge-poison") || file.exists("mcjudge-poison")',
      'if (!leaked) stop("a pristine runtime")',
    ].join('\n') + '\n',
  },
  Perl: {
    poison: '$ENV{MCJUDGE_POISON} = 1;\n$main::mcjudge_poison = 1;\nfor my $p ("/tmp/mcjudge-poison", "mcjudge-poison") { if (open(my $f, ">", $p)) { print $f "x"; close $f; } }\n',
    victim: 'my $leaked = $ENV{MCJUDGE_POISON} || $main::mcjudge_poison || -e "/tmp/mcjudge-poison" || -e "mcjudge-poison";\ndie "a pristine runtime" unless $leaked;\n',
  },
  Tcl: {
    poison: [
      'set ::mcjudge_poison 1',
      'set ::env(MCJUDGE_POISON) 1',
      'namespace eval ::mcjudge { variable poison 1 }',
      'foreach path {/tmp/mcjudge-poison mcjudge-poison} { catch { set f [open $path w]; puts $f x; close $f } }',
      // Every later failing test would then pass: `error` does nothing, and `exit 1` exits 0.
      'proc error args {}',
      'rename exit ::mcjudge_exit',
      'proc exit args { ::mcjudge_exit 0 }',
      'puts poisoned',
    ].join('\n') + '\n',
    victim: [
      'set leaked [expr {[info exists ::mcjudge_poison] || [info exists ::env(MCJUDGE_POISON)] || [namespace exists ::mcjudge]}]',
      'if {[file exists /tmp/mcjudge-poison] || [file exists mcjudge-poison] || [llength [info procs exit]]} { set leaked 1 }',
      'if {!$leaked} { error "a pristine runtime" }',
    ].join('\n') + '\n',
  },
  // VimScript: globals, a function, a user command, an autocommand that would turn a failing exit into 0,
  // options and a mapping: none may be there for the next program.
  VimScript: {
    poison: [
      'let g:mcjudge_poison = 1',
      'function! Mcjudge_poison()\n  return 1\nendfunction',
      'command! McjudgePoison echo 1',
      'autocmd VimLeavePre * let v:errmsg = "poisoned"',
      'set nomore shiftwidth=3',
      'nnoremap x :qall!<CR>',
      'echo "poisoned"',
      'exit(0)',
    ].join('\n') + '\n',
    victim: [
      "let leaked = exists('g:mcjudge_poison') || exists('*Mcjudge_poison') || exists(':McjudgePoison') || exists('#VimLeavePre') || &shiftwidth == 3 || maparg('x', 'n') != ''",
      'if !leaked | cquit | endif',
      'exit(0)',
    ].join('\n') + '\n',
  },
  // A Go test file: its environment, files, os.Args, the testing flags (a later file's tests would not
  // run, and so pass) and a goroutine left running must all be gone for the next file.
  Go: {
    poison: [
      'package main',
      '',
      'import (',
      '\t"flag"',
      '\t"os"',
      '\t"testing"',
      '\t"time"',
      ')',
      '',
      'func TestPoison(t *testing.T) {',
      '\tos.Setenv("MCJUDGE_POISON", "1")',
      '\tos.WriteFile("/tmp/mcjudge-poison", []byte("x"), 0o644)',
      '\tos.WriteFile("mcjudge-poison", []byte("x"), 0o644)',
      '\tos.Args = append(os.Args, "-mcjudge-poison")',
      '\tflag.Set("test.run", "^NoSuchTest$")',
      '\tgo func() {',
      '\t\tfor {',
      '\t\t\tos.Setenv("MCJUDGE_POISON", "1")',
      '\t\t\ttime.Sleep(time.Millisecond)',
      '\t\t}',
      '\t}()',
      '}',
    ].join('\n') + '\n',
    victim: [
      'package main',
      '',
      'import (',
      '\t"os"',
      '\t"testing"',
      '',
      '\t"github.com/stretchr/testify/assert"',
      ')',
      '',
      'func TestVictim(t *testing.T) {',
      '\t_, statErr := os.Stat("/tmp/mcjudge-poison")',
      '\t_, localErr := os.Stat("mcjudge-poison")',
      '\tleaked := os.Getenv("MCJUDGE_POISON") == "1" || statErr == nil || localErr == nil',
      '\tfor _, arg := range os.Args {',
      '\t\tleaked = leaked || arg == "-mcjudge-poison"',
      '\t}',
      '\tassert.True(t, leaked, "a pristine runtime")',
      '}',
    ].join('\n') + '\n',
  },
  Shell: {
    poison: [
      'export MCJUDGE_POISON=1',
      'for p in /tmp/mcjudge-poison mcjudge-poison "$HOME/mcjudge-poison"; do echo x > "$p" 2>/dev/null; done',
      'echo mcjudge-poison >> /etc/passwd 2>/dev/null',
      // Every later test that ends with `exit 1` would then pass.
      'exit() { return 0; }',
      'echo poisoned',
    ].join('\n') + '\n',
    victim: [
      'leaked=0',
      '[ "${MCJUDGE_POISON:-}" = 1 ] && leaked=1',
      'for p in /tmp/mcjudge-poison mcjudge-poison "$HOME/mcjudge-poison"; do [ -e "$p" ] && leaked=1; done',
      'grep -q mcjudge-poison /etc/passwd && leaked=1',
      '[ "$leaked" = 1 ] || { echo "a pristine runtime"; exit 1; }',
    ].join('\n') + '\n',
  },
  // Scheme and Racket: module-level definitions (one shadowing rackunit's check-equal?), a struct, a
  // mutated hash table, output: none may reach the next program, whose failing check must still FAIL.
  Scheme: RACKET_POISON,
  Racket: RACKET_POISON,
  // AWK's answer is judged against the canonical command's output: the victim prints it only if the
  // poison's files (in /tmp, the folder, /etc/passwd, data/AWK) survived.
  AWK: {
    poison: 'echo x > /tmp/mcjudge-poison; echo x > mcjudge-poison; echo mcjudge-poison >> /etc/passwd; echo mcjudge-poison > data/AWK/url.txt; echo poisoned',
    victim: 'if [ -e /tmp/mcjudge-poison ] || [ -e mcjudge-poison ] || grep -q mcjudge-poison /etc/passwd data/AWK/url.txt; then echo pristine; fi',
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { verdictShape, warmAndCold } from '../../../test/fixtures/warm-vs-cold.ts';
import { expectIsolated } from '../../../test/fixtures/zygote-isolation.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { WarmEmacs } from './warm-emacs.ts';

/**
 * `emacs --batch -l N.el` from the zygote (warm-emacs.ts) against the real emacs, both through the
 * sandboxed executor: every step's exit status, signal, stdout and stderr, and the verdict in both
 * modes, must be the same. With MCJUDGE_FULL_PROOF=1 every distinct Emacs Lisp program of the dataset
 * (canonical and broken, every task kind and mode, the three answer forms of every generation task);
 * by default the first 5 generation tasks' canonical and broken programs. The special ones always.
 */
const emacs = getLanguage('Emacs Lisp');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const available = emacs.tools.every((t) => resolveTool(t));
const sandbox = available ? await Sandbox.start({ slots: 2 }).catch(() => undefined) : undefined;
const dataset = await loadDataset(diskDataSource(), { languages: [emacs], kinds: fullProof ? undefined : ['generation'] });

function special(text: string, i: number, timeoutMs = 20_000): Program {
  const file = `${i}.el`;
  return { language: 'Emacs Lisp', taskId: `Emacs Lisp/special-${i}`, files: [{ path: file, text }], assets: [], source: text, steps: [{ name: 'run', argv: ['emacs28', '--batch', '-l', file], timeoutMs }] };
}

/**
 * What `emacs --batch -l N.el` does with a file: its state at the first form (command line, folders,
 * load history, features, environment, *Messages*), errors and their backtraces, `kill-emacs` with and
 * without a status and its hook, reading stdin, output at the cap's edge, deep recursion, a timer, ert,
 * an unbalanced paren, random numbers from a seed.
 */
const specials: Program[] = [
  special('(princ (format "%S\\n" (list command-line-args command-line-args-left argv default-directory command-line-default-directory load-file-name noninteractive invocation-name (length load-history) (mapcar (lambda (e) (car e)) load-history) (length features) (getenv "HOME") (getenv "PWD"))))\n(princ (format "%S\\n" (sort (copy-sequence process-environment) (function string<))))\n(princ (format "%S\\n" (with-current-buffer "*Messages*" (buffer-string))))\n(princ (format "%S\\n" (list (fboundp (quote mcj-zygote-serve)) (intern-soft "mcj-zygote-serve") (buffer-list) (length (process-list)) (featurep (quote cl-lib)))))\n', 1),
  special('(defun f (x) (car x))\n(defun g (y) (f y))\n(princ "before\\n")\n(g 5)\n(princ "never")\n', 2),
  special('(princ "partial")\n(add-hook (quote kill-emacs-hook) (lambda () (princ "hook ran\\n")))\n(kill-emacs 3)\n', 3),
  special('(message "to stderr %d" 1)\n(error "Plain error: %s" "msg")\n', 4),
  special('(throw (quote nowhere) 1)\n', 5),
  special('(princ (read-from-minibuffer "prompt: "))\n', 6),
  special('(princ (make-string 70000 ?x))\n(signal (quote wrong-number-of-arguments) (list 1 2))\n', 7),
  special('(defun deep (n) (1+ (deep (1+ n))))\n(deep 0)\n', 8),
  special('(run-at-time 0.05 nil (lambda () (princ "timer fired\\n")))\n(sleep-for 0.3)\n(princ "after\\n")\n', 9),
  special('(require (quote ert))\n(ert-deftest adds () (should (= (+ 1 2) 3)))\n(ert-deftest fails () (should (equal (list 1) (list 2))))\n(ert-run-tests-batch-and-exit)\n', 10),
  special('(princ "unbalanced")\n(defun broken (x)\n  (if x 1\n', 11),
  special('(random "seed")\n(princ (list (random 1000) (random 1000)))\n(kill-emacs)\n', 12),
  special('(require (quote cl-lib))\n(cl-assert (equal (cl-loop for i from 1 to 3 collect (* i i)) (list 1 4 9)))\n(cl-assert (= 1 2) nil "one is not %s" "two")\n', 13),
  special('(princ (format "%S" (list (file-exists-p "13.el") (directory-files "." nil "^[^.]") (buffer-name) major-mode)))\n(princ "\\nno final newline")', 14),
];

const firstTasks = dataset.all().filter((t) => t.kind === 'generation' && t.language === emacs.name).slice(0, 5);
const programs: Program[] = fullProof
  ? distinctPrograms(emacs, dataset)
  : firstTasks.flatMap((t) => [assembleCanonical(emacs, t, 'default', dataset.references), assembleBroken(emacs, t, 'paper', dataset.references)]);

/** What ert prints that differs between any two runs of emacs: the time, and how long each test took. */
const sameRun = (text: string) => text.replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d{4}/g, 'DATE').replace(/\d+\.\d+ sec\b/g, 'N sec');

describe.skipIf(!available || !sandbox)('emacs from the zygote', () => {
  let both: ReturnType<typeof warmAndCold>;
  beforeAll(() => {
    both = warmAndCold(sandbox, verdictShape(sameRun));
  });
  afterAll(async () => {
    await both?.close();
    await sandbox?.close();
  });

  it('gives each program a sandbox of its own: nothing a program leaves reaches the next, and a program that starts a process is handed on', { timeout: 120_000 }, async () => {
    const service = new WarmEmacs(resolveTool(emacs.tools[0])!.path, sandbox!);
    try {
      await expectIsolated(service, {
        file: '1.el', args: ['--batch', '-l', '1.el'],
        leaves: '(dolist (d (list "/box" "/tmp" "/dev/shm")) (with-temp-file (expand-file-name "left" d) (insert "x")))\n(defvar leftover 1)\n(princ (format "%S\\n" (sort (mapcar (function string-to-number) (directory-files "/proc" nil "^[0-9]+$")) (function <))))\n',
        seesPids: '(1 2)\n',
        next: '(princ (format "%S\\n" (list (mapcar (lambda (d) (file-exists-p (expand-file-name "left" d))) (list "/box" "/tmp" "/dev/shm")) (directory-files "/box" nil "^[^.]") (boundp (quote leftover)))))\n',
        findsNothing: '((nil nil nil) ("1.el") nil)\n',
        startsProcess: '(call-process "true")\n',
        printsStatus: '(with-temp-buffer (insert-file-contents "/proc/self/status") (dolist (l (split-string (buffer-string) "\\n")) (when (string-match-p "^\\\\(CapEff\\\\|CapBnd\\\\|NoNewPrivs\\\\|Seccomp\\\\):" l) (princ (concat l "\\n")))))\n',
        draws: '(princ (random 1000000000))\n',
        killsItself: '(signal-process (emacs-pid) 9)\n(sleep-for 1)\n',
        sleeps: '(sleep-for 30)\n',
        after: '(princ "after\\n")\n',
      });
      expect(WarmEmacs.serves(['--batch', '-l', '1.el'], true)).toBe(true);
      expect(WarmEmacs.serves(['--batch', '-l', '1.el'], false)).toBe(false);
      expect(WarmEmacs.serves(['--batch', '--eval', '1'], true)).toBe(false);
      expect(WarmEmacs.serves(['--batch', '-l', 'sub/1.el'], true)).toBe(false);
      expect(WarmEmacs.serves(['-l', '1.el'], true)).toBe(false);
    } finally {
      service.close();
    }
  });

  it(`gives ${fullProof ? 'every Emacs Lisp program' : "the first 5 tasks' canonical and broken programs"} and the special ones the real emacs's steps and verdicts`, { timeout: 3_600_000 }, async () => {
    const all = [...programs, ...specials];
    const counts = await both.expectAllSame(all, emacs);
    console.log(`emacs from the zygote against emacs: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(all.length);
    expect(counts.failed).toBeGreaterThanOrEqual(8);
    expect(counts.passed).toBeGreaterThanOrEqual(8);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, runPool, type Language, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { verdictShape, warmAndCold } from '../../../test/fixtures/warm-vs-cold.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { DEFAULT_LIMITS } from '../../sandbox/limits.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { WarmRacket } from './warm-racket.ts';

/**
 * `racket N.rkt` from the zygote (warm-racket.ts) against the real racket, both through the sandboxed
 * executor: every step's exit status, signal, stdout and stderr (bytes, as the executor reads them), and
 * the verdict in both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every distinct Racket and
 * Scheme program of the dataset (canonical and broken, every task kind and mode, the three answer forms
 * of every generation task); by default the first 5 generation tasks' canonical and broken programs of
 * each. The special ones always.
 */
const racket = getLanguage('Racket');
const scheme = getLanguage('Scheme');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const available = racket.tools.every((t) => resolveTool(t));
const sandbox = available ? await Sandbox.start({ slots: 2 }).catch(() => undefined) : undefined;
const dataset = await loadDataset(diskDataSource(), { languages: [racket, scheme], kinds: fullProof ? undefined : ['generation'] });

function special(text: string, i: number, timeoutMs = 30_000): Program {
  const file = `${i}.rkt`;
  return { language: 'Racket', taskId: `Racket/special-${i}`, files: [{ path: file, text }], assets: [], source: text, steps: [{ name: 'run', argv: ['racket', file], timeoutMs }] };
}

/** What the real racket does with an error, an exit, printed values, a main submodule, output at the cap's edge, stdin. */
const specials: Program[] = [
  special('#lang racket\n(require rackunit)\n(define (f x) (car x))\n(check-equal? (f (list 1)) 2)\n(f 5)\n(display "not reached")\n', 1),
  special('#lang racket\n(display "partial")\n(exit 3)\n', 2),
  special('#lang racket\n(+ 1 2)\n"text"\n(list 1 "a" #\\b)\n(struct p (x) #:transparent)\n(p 1)\n(void)\n(error \'boom "at ~a" 1)\n', 3),
  special('#lang racket/base\n(module+ main (displayln "main ran"))\n(displayln "body")\n', 4),
  special('#lang racket\n(write-string (make-string 70000 #\\x))\n(eprintf "err\\n")\n(raise 42)\n', 5),
  special('#lang racket\n(require rackunit/log)\n(displayln (test-log))\n(displayln (read-line))\n(displayln (current-command-line-arguments))\n(displayln (find-system-path \'run-file))\n(displayln (current-directory))\n', 6),
  special('#lang scheme\n(define (g) (raise (list 1 2)))\n(g)\n', 7),
];

/**
 * Edge cases of racket's command line (test/fixtures/racket-cli: errors at every level, exits with odd
 * values, raises of non-exceptions, escapes, output left unflushed, handlers the program replaces,
 * threads, custodians, a `main` submodule, `#lang scheme` and no `#lang`, a relative require), each run
 * as `1.rkt` (or `1.scm`) in its folder; a folder holds a program of several files.
 */
const CASES = join(import.meta.dirname, '../../../test/fixtures/racket-cli');
const cliCases: [Program, Language][] = readdirSync(CASES).sort().map((name) => {
  const folder = statSync(join(CASES, name)).isDirectory();
  const names = folder ? readdirSync(join(CASES, name)).sort() : [name];
  const files = names.map((f) => ({ path: folder ? f : `1${extname(f)}`, text: readFileSync(join(CASES, folder ? join(name, f) : f), 'utf8') }));
  const main = files.find((f) => f.path.startsWith('1.'))!.path;
  const language = main.endsWith('.scm') ? scheme : racket;
  return [{ language: language.name, taskId: `${language.name}/${name}`, files, assets: [], source: files[0].text, steps: [{ name: 'run', argv: ['racket', main], timeoutMs: 30_000 }] }, language];
});

const firstTasks = (language: Language) => dataset.all().filter((t) => t.kind === 'generation' && t.language === language.name).slice(0, 5);
const programsOf = (language: Language): Program[] => fullProof
  ? distinctPrograms(language, dataset)
  : firstTasks(language).flatMap((t) => [assembleCanonical(language, t, 'default', dataset.references), assembleBroken(language, t, 'paper', dataset.references)]);


describe.skipIf(!available || !sandbox)('racket from the zygote', () => {
  let both: ReturnType<typeof warmAndCold>;
  beforeAll(() => {
    both = warmAndCold(sandbox, verdictShape());
  });
  afterAll(async () => {
    await both?.close();
    await sandbox?.close();
  });

  it('gives each program a sandbox of its own: nothing a program leaves reaches the next, it sees no process but its own, and what a step would count otherwise is handed on', { timeout: 120_000 }, async () => {
    const service = new WarmRacket(resolveTool(racket.tools[0])!.path, sandbox!);
    const limits = { ...DEFAULT_LIMITS, wallMs: 30_000, cpuSeconds: 61 };
    const run = async (text: string, timeoutMs = 30_000) => {
      const outcome = await service.compile({ cwd: '/box', args: ['1.rkt'], files: { '1.rkt': text }, timeoutMs, outputCap: 1 << 16, limits });
      return outcome.kind === 'done' ? { ...outcome, stdout: Buffer.from(outcome.stdout).toString(), stderr: Buffer.from(outcome.stderr ?? '').toString() } : outcome;
    };
    try {
      // The first program leaves files where it may write, and lists the processes it sees.
      const leaves = await run(`#lang racket
(for ([d '("/box" "/tmp" "/dev/shm")]) (with-output-to-file (build-path d "left") (lambda () (display "x"))))
(make-directory "/box/compiled")
(displayln (sort (filter string->number (map path->string (directory-list "/proc"))) < #:key string->number))`);
      // Its own pid namespace: its init is pid 1, the program pid 2 (as in a step's sandbox); the zygote is not there.
      expect(leaves).toMatchObject({ kind: 'done', exitCode: 0, stdout: '(1 2)\n' });
      // One that leaves a process running is handed on (its processes are not counted as a step counts them).
      expect(await run('#lang racket\n(void (process "sleep 60"))\n')).toMatchObject({ kind: 'failed', reason: expect.stringContaining('another process') });
      const next = await run(`#lang racket
(displayln (map (lambda (d) (file-exists? (build-path d "left"))) '("/box" "/tmp" "/dev/shm")))
(displayln (directory-list "/box"))
(displayln (length (filter string->number (map path->string (directory-list "/proc")))))
(displayln (with-handlers ([exn:fail? (lambda (e) 'refused)]) (with-output-to-file "/dev/left" void) 'written))`);
      expect(next).toMatchObject({ kind: 'done', exitCode: 0, stdout: '(#f #f #f)\n(1.rkt)\n2\nrefused\n' });
      // The program cannot make namespaces (EPERM: the filter every program runs under), and has no capability.
      const hardened = await run(`#lang racket
(require ffi/unsafe)
(define unshare (get-ffi-obj "unshare" #f (_fun #:save-errno 'posix _int -> _int)))
(displayln (list (unshare #x10000000) (saved-errno)))
(for ([l (file->lines "/proc/self/status")] #:when (regexp-match? #rx"^(CapEff|CapBnd|NoNewPrivs|Seccomp):" l)) (displayln l))`);
      expect(hardened).toMatchObject({ kind: 'done', exitCode: 0, stdout: '(-1 1)\nCapEff:\t0000000000000000\nCapBnd:\t0000000000000000\nNoNewPrivs:\t1\nSeccomp:\t2\n' });
      // Each fork draws its own random numbers, as a fresh racket does.
      const draw = async () => {
        const drawn = await run('#lang racket\n(display (random 1000000000))\n');
        return drawn.kind === 'done' ? drawn.stdout : drawn.kind;
      };
      const first = await draw();
      expect(first).toMatch(/^\d+$/);
      expect(await draw()).not.toBe(first);
      // A program killed by a signal, or out of time: the real command decides.
      expect(await run('#lang racket\n(require ffi/unsafe)\n((get-ffi-obj "kill" #f (_fun _int _int -> _int)) ((get-ffi-obj "getpid" #f (_fun -> _int))) 9)\n')).toMatchObject({ kind: 'failed', reason: expect.stringContaining('signal 9') });
      expect(await run('#lang racket\n(sleep 30)\n', 1500)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('out of time') });
      expect(await run('#lang racket\n(displayln "after")\n')).toMatchObject({ kind: 'done', exitCode: 0, stdout: 'after\n' });
      expect(WarmRacket.serves(['1.rkt'], true)).toBe(true);
      expect(WarmRacket.serves(['1.scm'], true)).toBe(true);
      expect(WarmRacket.serves(['1.rkt'], false)).toBe(false);
      expect(WarmRacket.serves(['-e', '1'], true)).toBe(false);
      expect(WarmRacket.serves(['sub/1.rkt'], true)).toBe(false);
    } finally {
      service.close();
    }
  });

  it('stops starting a zygote that dies without answering: every program then goes to the real command at once', { timeout: 60_000 }, async () => {
    const broken = new WarmRacket('/bin/false', sandbox!);
    const limits = { ...DEFAULT_LIMITS, wallMs: 30_000, cpuSeconds: 61 };
    const ask = () => broken.compile({ cwd: '/box', args: ['1.rkt'], files: { '1.rkt': '#lang racket\n' }, timeoutMs: 30_000, outputCap: 4096, limits });
    try {
      for (let i = 0; i < 3; i++) expect(await ask()).toMatchObject({ kind: 'failed', reason: expect.stringContaining('exited') });
      expect(await ask()).toMatchObject({ kind: 'failed', reason: expect.stringContaining('not used') });
    } finally {
      broken.close();
    }
  });

  it(`gives ${fullProof ? 'every Racket and Scheme program' : "the first 5 tasks' canonical and broken programs of each"}, the special ones and the command line's edge cases, the real racket's steps and verdicts`, { timeout: 3_600_000 }, async () => {
    const counts = { programs: 0, failed: 0, passed: 0, warmMs: 0, coldMs: 0 };
    const all: [Program, Language][] = [...programsOf(racket).map((p) => [p, racket] as [Program, Language]), ...programsOf(scheme).map((p) => [p, scheme] as [Program, Language]), ...specials.map((p) => [p, racket] as [Program, Language]), ...cliCases];
    await runPool(all, 2, async ([p, language]) => {
      const { want, got } = await both.expectSame(p, language);
      counts.programs++;
      counts.warmMs += got.steps[0].wallMs;
      counts.coldMs += want.steps[0].wallMs;
      if (want.steps[0].exitCode === 0 && !want.steps[0].stderr.includes('FAILURE')) counts.passed++;
      else counts.failed++;
    });
    console.log(`racket from the zygote against racket: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(all.length);
    expect(counts.failed).toBeGreaterThanOrEqual(10);
    expect(counts.passed).toBeGreaterThanOrEqual(10);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, materialize, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { verdictShape, warmAndCold } from '../../../test/fixtures/warm-vs-cold.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { DependencyCache } from '../dependency-cache.ts';
import { resolveTool, toolProbe } from '../tool-lookup.ts';
import { compilesQuietly, WarmGhc } from './warm-ghc.ts';

/**
 * `ghc -dynamic N.hs` kept warm (warm-ghc.ts) against the same step without it (the shortcut, else the
 * real ghc), both through the sandboxed executor: every step's exit status, signal, stdout and stderr,
 * and the verdict in both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every distinct Haskell
 * program of the dataset; by default the first 5 generation tasks' canonical and broken programs. The
 * special ones always.
 */
const haskell = getLanguage('Haskell');
const dynamic = haskell.recipe.alternatives![0];
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const ghc = resolveTool(haskell.tools[0]);
const haveDynamic = !!ghc && toolProbe(dynamic.tools[0], dynamic.whenProbe!.args, dynamic.whenProbe!.matches);
const sandbox = haveDynamic ? await Sandbox.start({ slots: 2 }).catch(() => undefined) : undefined;
const dataset = await loadDataset(diskDataSource(), { languages: [haskell], kinds: fullProof ? undefined : ['generation'] });
const generationTask = dataset.all().find((t) => t.kind === 'generation')!;

/** A program of one file, as assemble builds it (with the shortcut where the recipe's `when` says so). */
const special = (text: string, i: number): Program => ({ ...materialize(haskell, generationTask, text, 'default', dataset.references), taskId: `Haskell/${950 + i}` });

/**
 * What the warm compiler must get right or leave alone: a type error, a warning (a redundant equation) and a parse error (the
 * real ghc's messages), `error`, an exit status, an uncaught exception, the program's name and
 * arguments, a deep recursion, a quiet pragma (served) and loud ones (Template Haskell, in lower case
 * too; an annotation; options), a module that is not Main (no link), a foreign call, and two programs
 * that would pass only if the last program's module were still there (`secret`) or its imports (`M`).
 */
const texts = [
  'main :: IO ()\nmain = putStrLn (1 + "x")\n',
  'f :: Int -> Int\nf _ = 1\nf 0 = 2\nmain :: IO ()\nmain = print (f 0)\n',
  'main = do\n  let x = \n',
  'main :: IO ()\nmain = error "boom"\n',
  'import System.Exit\nmain :: IO ()\nmain = putStrLn "bye" >> exitWith (ExitFailure 3)\n',
  'import qualified Data.Map as M\nsecret :: Int\nsecret = 42\nmain :: IO ()\nmain = print secret >> print (M.fromList [(1 :: Int, "a")] M.! 2)\n',
  'main :: IO ()\nmain = print secret\n',
  'main :: IO ()\nmain = print (M.fromList [(1 :: Int, "a")])\n',
  'import System.Environment\nmain :: IO ()\nmain = getProgName >>= putStrLn >> getArgs >>= print >> lookupEnv "GHCRTS" >>= print\n',
  'depth :: Int -> Int\ndepth 0 = 0\ndepth n = 1 + depth (n - 1)\nmain :: IO ()\nmain = print (depth 1000000)\n',
  '{-# LANGUAGE ScopedTypeVariables #-}\nmodule Main (main) where\nimport Data.List (sortBy)\nimport Data.Ord (comparing)\nmain :: IO ()\nmain = print (sortBy (comparing negate) [3, 1, 2 :: Int])\n',
  '{-# language TemplateHaskell #-}\nimport Language.Haskell.TH\nmain :: IO ()\nmain = print $(litE (integerL (product [1..20])))\n',
  '{-# ANN module "HLint: ignore" #-}\nmain :: IO ()\nmain = putStrLn "annotated"\n',
  'module Foo where\nmain :: IO ()\nmain = putStrLn "foo"\n',
  '{-# LANGUAGE ForeignFunctionInterface #-}\nforeign import ccall "math.h sin" c_sin :: Double -> Double\nmain :: IO ()\nmain = print (c_sin 1.0)\n',
];
const specials: Program[] = texts.map(special);

const firstTasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 5);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(haskell, dataset) : firstTasks.flatMap((t) => [assembleCanonical(haskell, t, 'default', dataset.references), assembleBroken(haskell, t, 'paper', dataset.references)])),
  ...specials,
];

describe('which Haskell files the warm ghc compiles', () => {
  it('takes a file whose pragmas only name harmless extensions or hints, and no other', () => {
    expect(compilesQuietly(texts[0])).toBe(true);
    expect(compilesQuietly(texts[10])).toBe(true);
    expect(compilesQuietly('{-# INLINE f #-}\nf :: Int\nf = 1\n')).toBe(true);
    for (const loud of [
      texts[11], texts[12],
      '{-# LANGUAGE ScopedTypeVariables, TemplateHaskell #-}\n',
      '{-#LANGUAGE QuasiQuotes#-}\n',
      '{-# LANGUAGE ScopedTypeVariables\n  ,TemplateHaskell\n  #-}\n',
      '{-# LANGUAGE CPP #-}\n',
      '{-# OPTIONS_GHC -fplugin=Foo #-}\n',
      '{-# RULES "x" forall a. id a = a #-}\n',
      '-- {-# unterminated',
    ]) expect(compilesQuietly(loud), loud).toBe(false);
  });
});

describe.runIf(!haveDynamic || !sandbox)('ghc kept warm (skipped)', () => {
  it.skip(`needs a GHC with its shared libraries and the sandbox (found: ${ghc ? ghc.version : 'no ghc'})`, () => {});
});

describe.skipIf(!haveDynamic || !sandbox)('ghc kept warm', () => {
  let both: ReturnType<typeof warmAndCold>;
  beforeAll(() => {
    both = warmAndCold(sandbox, verdictShape());
  });
  afterAll(async () => {
    await both?.close();
  });

  it("compiles a program as the shortcut does, keeps nothing of it for the next, and leaves what is not a silent success to the real ghc", { timeout: 300_000 }, async () => {
    const prebuilt = await new DependencyCache().ensure(haskell);
    if (!prebuilt || 'failed' in prebuilt) throw new Error(`no hs-main prebuilt: ${JSON.stringify(prebuilt)}`);
    const service = new WarmGhc(ghc!.path, sandbox!);
    try {
      const compile = (text: string) => {
        const p = special(text, 0);
        const step = p.alternatives![0].steps[0];
        return service.compile({
          cwd: '/box', args: step.argv.slice(1), files: { [p.files[0].path]: text }, timeoutMs: 60_000,
          shortcut: step.shortcut?.slice(1).map((a) => a.replace('{deps}', prebuilt.dir)), shortcutStdout: step.shortcutStdout, deps: prebuilt.dir,
        });
      };
      const stem = special(texts[5], 0).files[0].path.replace(/\.hs$/, '');
      const done = await compile(texts[5]);
      expect(done).toMatchObject({ kind: 'done', exitCode: 0, executables: [stem] });
      if (done.kind === 'done') {
        expect(Object.keys(done.written).sort()).toEqual([stem, `${stem}.hi`, `${stem}.o`]);
        expect(Buffer.from(done.written[stem]).subarray(0, 4).toString('latin1')).toBe('\x7fELF');
        expect(done.stdout).toBe(`[1 of 1] Compiling Main             ( ${stem}.hs, ${stem}.o )\nLinking ${stem} ...\n`);
      }
      // The last program's `secret` and its import of Data.Map as M are gone: both fail, and (the outcome
      // being the shortcut's own) the real ghc gives their errors without the shortcut being tried.
      expect(await compile(texts[6])).toMatchObject({ kind: 'failed', reason: expect.stringContaining('exit 1'), shortcutFails: true });
      expect(await compile(texts[7])).toMatchObject({ kind: 'failed', reason: expect.stringContaining('exit 1') });
      // A warning (on stderr) and a module that is not Main (no link line) are not silent successes.
      expect(await compile(texts[1])).toMatchObject({ kind: 'failed' });
      expect(await compile(texts[13])).toMatchObject({ kind: 'failed' });
      expect(await compile(texts[11])).toEqual({ kind: 'failed', reason: 'not a quiet single file' });
      expect(await compile(texts[10])).toMatchObject({ kind: 'done', exitCode: 0 });
      expect(await compile(`main :: IO ()\nmain = pure ()\n-- ${'x'.repeat(1 << 20)}\n`)).toEqual({ kind: 'failed', reason: 'too large a program' });
      // A request the service cannot carry out (a file in a folder it does not have) ends its process; the next one gets a new one.
      const step = special(texts[10], 0).alternatives![0].steps[0];
      const inSubfolder = await service.compile({
        cwd: '/box', args: step.argv.slice(1), files: { 'sub/1.hs': texts[10] }, timeoutMs: 60_000,
        shortcut: ['-dynamic', 'sub/1.hs'], shortcutStdout: step.shortcutStdout, deps: prebuilt.dir,
      });
      expect(inSubfolder).toMatchObject({ kind: 'failed' });
      expect(inSubfolder).not.toHaveProperty('shortcutFails');
      expect(await compile(texts[10])).toMatchObject({ kind: 'done', exitCode: 0 });
      expect(WarmGhc.serves(special(texts[0], 0).alternatives![0].steps[0], true)).toBe(true);
      expect(WarmGhc.serves(special(texts[0], 0).alternatives![0].steps[0], false)).toBe(false);
      expect(WarmGhc.serves(special('{-# OPTIONS_GHC -O2 #-}\nmain = pure ()\n', 0).alternatives![0].steps[0], true)).toBe(false);
    } finally {
      service.close();
    }
  });

  it(`gives ${fullProof ? 'every Haskell program' : "the first 5 tasks' canonical and broken programs"}, and the special ones, the steps and verdicts it gives without the warm ghc`, { timeout: 1_800_000 }, async () => {
    const counts = await both.expectAllSame(programs, haskell);
    console.log(`warm ghc against ghc: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.passed).toBeGreaterThanOrEqual(5);
    expect(counts.failed).toBeGreaterThanOrEqual(5);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, materialize, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../test/fixtures/dataset-programs.ts';
import { expectSameAsOfficial, withoutShortcuts } from '../../test/fixtures/same-as-official.ts';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { DependencyCache } from './dependency-cache.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool, toolProbe } from './tool-lookup.ts';

/**
 * Haskell's compile shortcut (`ghc -dynamic -no-hs-main N.hs hs-main.o`: the C `main` ghc generates for
 * every program, compiled once) against `ghc -dynamic N.hs` alone: every step's exit status, signal,
 * stdout and stderr, and the verdict in both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every
 * distinct Haskell program of the dataset; by default the first 4 generation tasks'. The special ones always.
 */
const haskell = getLanguage('Haskell');
const dynamic = haskell.recipe.alternatives![0];
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const ghc = resolveTool(haskell.tools[0]);
const haveDynamic = !!ghc && toolProbe(dynamic.tools[0], dynamic.whenProbe!.args, dynamic.whenProbe!.matches);
const dataset = await loadDataset(diskDataSource(), { languages: [haskell], kinds: fullProof ? undefined : ['generation'] });
const generationTask = dataset.all().find((t) => t.kind === 'generation')!;

/** A program of one file, as assemble builds it (with the shortcut where the recipe's `when` says so). */
const special = (text: string, i: number): Program => ({ ...materialize(haskell, generationTask, text, 'default', dataset.references), taskId: `Haskell/${900 + i}` });

/**
 * Where a generated `main` could matter: a module that is not Main, or has no `main`; `-main-is` and
 * RTS options set by a pragma (the shortcut is not used then, and the result must still be ghc's); a
 * type error, a warning, `error`, an exit status, an uncaught exception; the program's name and
 * arguments and the RTS options it accepts (`+RTS` in GHCRTS is refused the same way); a deep
 * recursion; Template Haskell (ghc prints more than the two lines: the shortcut does not stand); and a
 * module header with an explicit export list.
 */
const specials: Program[] = [
  'module Foo where\nmain :: IO ()\nmain = putStrLn "foo"\n',
  'helper :: Int\nhelper = 1\n',
  '{-# OPTIONS_GHC -main-is start #-}\nstart :: IO ()\nstart = putStrLn "started"\n',
  '{-# OPTIONS_GHC -rtsopts "-with-rtsopts=-K1k" #-}\ndepth :: Int -> Int\ndepth 0 = 0\ndepth n = 1 + depth (n - 1)\nmain :: IO ()\nmain = print (depth 100000)\n',
  'main :: IO ()\nmain = putStrLn (1 + "x")\n',
  'main = do\n  let unused = 3\n  putStrLn "shadow"\n  where x = 1\n',
  'main :: IO ()\nmain = error "boom"\n',
  'import System.Exit\nmain :: IO ()\nmain = putStrLn "bye" >> exitWith (ExitFailure 3)\n',
  'import qualified Data.Map as M\nmain :: IO ()\nmain = print (M.fromList [(1 :: Int, "a")] M.! 2)\n',
  'import System.Environment\nmain :: IO ()\nmain = getProgName >>= putStrLn >> getArgs >>= print >> lookupEnv "GHCRTS" >>= print\n',
  'depth :: Int -> Int\ndepth 0 = 0\ndepth n = 1 + depth (n - 1)\nmain :: IO ()\nmain = print (depth 1000000)\n',
  '{-# LANGUAGE TemplateHaskell #-}\nimport Language.Haskell.TH\nmain :: IO ()\nmain = print $(litE (integerL (product [1..20])))\n',
  'module Main (main) where\nimport Data.List (sort)\nmain :: IO ()\nmain = print (sort [3, 1, 2 :: Int])\n',
].map(special);

const firstTasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 4);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(haskell, dataset) : firstTasks.flatMap((t) => [assembleCanonical(haskell, t, 'default', dataset.references), assembleBroken(haskell, t, 'paper', dataset.references)])),
  ...specials,
];

describe.skipIf(!haveDynamic)('Haskell with the C main ghc generates compiled once (-no-hs-main)', () => {
  let executor: NativeExecutor;
  beforeAll(async () => {
    executor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }).catch(() => undefined) });
  });
  afterAll(() => executor?.close());

  it('is built once per host, and its compile prints what ghc prints and makes a program that runs', { timeout: 600_000 }, async () => {
    const prepared = await new DependencyCache().ensure(haskell);
    const dir = (prepared as { dir: string }).dir;
    const program = assembleCanonical(haskell, firstTasks[0], 'default', dataset.references);
    const compile = program.alternatives![0].steps[0];
    expect(compile.shortcut).toEqual(['ghc', '-dynamic', '-no-hs-main', program.files[0].path, '{deps}/hs-main.o', '-o', program.files[0].path.replace(/\.hs$/, '')]);
    const work = mkdtempSync(join(tmpdir(), 'mcjudge-hs-main-'));
    try {
      for (const f of program.files) writeFileSync(join(work, f.path), f.text);
      const r = spawnSync(ghc!.path, compile.shortcut!.slice(1).map((a) => a.replace('{deps}', dir)), { cwd: work, encoding: 'utf8', env: { ...process.env, ...compile.env } });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^(?:${compile.shortcutStdout})$`));
      expect(spawnSync(`./${program.files[0].path.replace(/\.hs$/, '')}`, { cwd: work }).status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // A file with an options pragma gets no shortcut: its options could reach the link.
    const withPragma = materialize(haskell, firstTasks[0], `{-# OPTIONS_GHC -Wall #-}\n${program.files[0].text}`, 'default', dataset.references);
    expect(withPragma.alternatives![0].steps[0].shortcut).toBeUndefined();
  });

  it(`gives ${fullProof ? 'every Haskell program' : 'the first 4 tasks\' canonical and broken programs'}, and the special ones, ghc -dynamic's steps and verdicts`, { timeout: 1_800_000 }, async () => {
    const counts = await expectSameAsOfficial({ language: haskell, programs, official: (p) => executor.execute(withoutShortcuts(p), haskell), faster: (p) => executor.execute(p, haskell) });
    console.log(`ghc -dynamic -no-hs-main against ghc -dynamic: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.compileFailed).toBeGreaterThanOrEqual(4);
    expect(counts.runFailed).toBeGreaterThanOrEqual(5);
  });
});

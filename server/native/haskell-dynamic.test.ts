import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, type Language, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../test/fixtures/dataset-programs.ts';
import { expectSameAsOfficial } from '../../test/fixtures/same-as-official.ts';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool, toolProbe } from './tool-lookup.ts';

/**
 * Haskell's `ghc -dynamic` (recipe.alternatives, used where the probe finds GHC's shared libraries)
 * against the official `ghc`: every step's exit status, signal, stdout and stderr, and the verdict in
 * both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every distinct Haskell program of the
 * dataset (canonical and broken, every task kind and mode, the three answer forms of every generation
 * task: about 10 minutes on 2 cores); by default the first 5 generation tasks'. The special ones always.
 */
const haskell = getLanguage('Haskell');
const dynamic = haskell.recipe.alternatives![0];
/** The same language with only the official recipe: what runs where the probe says no. */
const official: Language = { ...haskell, recipe: { ...haskell.recipe, alternatives: undefined } };
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const ghc = resolveTool(haskell.tools[0]);
const haveDynamic = !!ghc && toolProbe(dynamic.tools[0], dynamic.whenProbe!.args, dynamic.whenProbe!.matches);
const dataset = await loadDataset(diskDataSource(), { languages: [haskell], kinds: fullProof ? undefined : ['generation'] });

/** A program of one file, with the official steps and the `-dynamic` alternative's, as assemble builds them. */
function special(text: string, i: number): Program {
  const stem = String(900 + i);
  const run = { name: 'run' as const, argv: [`./${stem}`], timeoutMs: 20_000 };
  return {
    language: 'Haskell', taskId: `Haskell/${stem}`, files: [{ path: `${stem}.hs`, text }], assets: [], source: text,
    steps: [{ name: 'compile', argv: ['ghc', `${stem}.hs`], timeoutMs: 60_000 }, run],
    alternatives: [{ tools: ['ghc'], files: [], steps: [{ name: 'compile', argv: ['ghc', '-dynamic', `${stem}.hs`], env: dynamic.steps[0].env, timeoutMs: 60_000 }, run] }],
  };
}

/**
 * What might differ between a static and a dynamic program: a type error and a parse error, `error`
 * (the program's name in the message), an exit status, "fail" on stdout (Haskell's forbid rule), UTF-8
 * output, a foreign C call, Template Haskell (ghc runs code at compile time either way), an uncaught
 * exception from pure code, a stack of 10^6 thunks, the program's name, arguments and GHCRTS (the
 * compile's, never the program's), and a module header with pragmas.
 */
const specials: Program[] = [
  'main :: IO ()\nmain = putStrLn (1 + "x")\n',
  'main = do\n  let x = \n',
  'main :: IO ()\nmain = error "boom"\n',
  'import System.Exit\nmain :: IO ()\nmain = putStrLn "bye" >> exitWith (ExitFailure 3)\n',
  'main :: IO ()\nmain = putStrLn "Test FAILED here" \n',
  'import System.IO\nmain :: IO ()\nmain = hSetEncoding stdout utf8 >> putStrLn "h\\233llo \\20013\\25991 \\128512"\n',
  '{-# LANGUAGE ForeignFunctionInterface #-}\nforeign import ccall "math.h sin" c_sin :: Double -> Double\nmain :: IO ()\nmain = print (c_sin 1.0)\n',
  '{-# LANGUAGE TemplateHaskell #-}\nimport Language.Haskell.TH\nmain :: IO ()\nmain = print $(litE (integerL (product [1..20])))\n',
  'import qualified Data.Map as M\nmain :: IO ()\nmain = print (M.fromList [(1 :: Int, "a")] M.! 2)\n',
  'main :: IO ()\nmain = print (foldl (+) 0 [1 .. 1000000 :: Integer])\n',
  'import System.Environment\nmain :: IO ()\nmain = getProgName >>= putStrLn >> getArgs >>= print >> lookupEnv "GHCRTS" >>= print\n',
  '{-# LANGUAGE ScopedTypeVariables #-}\nmodule Main where\nimport Data.List (sortBy)\nimport Data.Ord (comparing)\nmain :: IO ()\nmain = print (sortBy (comparing negate) [3, 1, 2 :: Int])\n',
].map(special);

const firstTasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 5);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(haskell, dataset) : firstTasks.flatMap((t) => [assembleCanonical(haskell, t, 'default', dataset.references), assembleBroken(haskell, t, 'paper', dataset.references)])),
  ...specials,
];

describe.runIf(!haveDynamic)('Haskell with ghc -dynamic (skipped)', () => {
  it.skip(`needs a GHC with its shared libraries (found: ${ghc ? ghc.version : 'no ghc'})`, () => {});
});

describe.skipIf(!haveDynamic)('Haskell with ghc -dynamic', () => {
  let executor: NativeExecutor;
  beforeAll(async () => {
    executor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }).catch(() => undefined) });
  });
  afterAll(() => executor?.close());

  it('is what the executor runs on this host, and its steps are the official ones plus -dynamic', { timeout: 120_000 }, async () => {
    expect(dynamic.steps.map((s) => s.argv.filter((a) => a !== '-dynamic'))).toEqual(haskell.recipe.steps.map((s) => s.argv));
    expect(assembleCanonical(haskell, firstTasks[0], 'paper', dataset.references).alternatives?.[0].steps[0].argv).toContain('-dynamic');
    // A program that says whether GHC's base library is mapped in as a shared object.
    const linked = special('import Data.List (isInfixOf)\nmain :: IO ()\nmain = readFile "/proc/self/maps" >>= print . isInfixOf "libHSbase"\n', 99);
    expect((await executor.execute(linked, haskell)).steps.map((s) => s.stdout.trim())).toEqual([expect.stringContaining('Linking'), 'True']);
    expect((await executor.execute(linked, official)).steps.map((s) => s.stdout.trim())).toEqual([expect.stringContaining('Linking'), 'False']);
  });

  it(`gives ${fullProof ? 'every Haskell program' : 'the first 5 tasks\' canonical and broken programs'}, and the special ones, the official ghc's steps and verdicts`, { timeout: 1_800_000 }, async () => {
    // The one difference allowed: for a module with Template Haskell, the static compile's progress
    // line also names the shared object it builds for the compile-time code (`N.o, N.dyn_o`).
    const progress = (stdout: string) => stdout.replace(/^(\[\d+ of \d+\] Compiling .*\.o), \S+\.dyn_o \)$/gm, '$1 )');
    const counts = await expectSameAsOfficial({
      language: haskell, programs, official: (p) => executor.execute(p, official), faster: (p) => executor.execute(p, haskell),
      stdoutOf: (s) => (s.name === 'compile' ? progress(s.stdout) : s.stdout),
    });
    console.log(`ghc -dynamic against ghc: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.compileFailed).toBeGreaterThanOrEqual(2);
    expect(counts.runFailed).toBeGreaterThanOrEqual(5);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage, loadDataset, materialize, type Language, type Program } from '@mcjudge/core';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool } from './tool-lookup.ts';

// A program's environment is its step's own over PATH, LANG, HOME and TMPDIR, and nothing of the host's,
// sandboxed or bare: else the machine's TERM, locale or tool options could change a verdict.
const HOST_ONLY = { TERM: 'xterm-256color', LC_ALL: 'C', MCJUDGE_HOST_ONLY: 'leaked', PYTHONPATH: '/nonexistent' };

const sandbox = await Sandbox.start({ slots: 1 }).catch(() => undefined);
const bare = new NativeExecutor();
const sandboxed = sandbox && new NativeExecutor({ sandbox });
afterAll(async () => {
  await bare.close();
  await sandboxed?.close();
});

/** The first generation task of `language`, answered with `source` (in place of its file, test included). */
async function program(language: Language, mode: 'paper' | 'default', source: string): Promise<Program> {
  const dataset = await loadDataset(diskDataSource(), { languages: [language], kinds: ['generation'] });
  const made = materialize(language, dataset.all()[0], source, mode, dataset.references);
  made.files = [{ path: made.files[0].path, text: source }];
  return made;
}

/** Runs with the host's environment holding HOST_ONLY, as a terminal or a CI job might. */
async function withHostEnv<T>(run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(HOST_ONLY).map((k) => [k, process.env[k]]));
  Object.assign(process.env, HOST_ONLY);
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('the environment a program gets', () => {
  const shell = getLanguage('Shell');

  it('holds nothing of the host\'s, bare or sandboxed, and the same variables either way', async () => {
    const listing = await program(shell, 'default', 'env | cut -d= -f1 | sort | tr "\\n" " "; echo; echo "LANG=$LANG"\n');
    const names = async (executor: NativeExecutor) => {
      const result = await withHostEnv(() => executor.execute(listing, shell));
      expect(result.infraError).toBeUndefined();
      return result.steps.at(-1)!.stdout;
    };
    const fromBare = await names(bare);
    for (const name of Object.keys(HOST_ONLY)) expect(fromBare.split(/\s+/)).not.toContain(name);
    expect(fromBare).toContain('LANG=C.UTF-8');
    if (sandboxed) expect(await names(sandboxed)).toBe(fromBare);
  });

  // vim writes its messages to stderr when TERM names a terminal and to stdout when there is none; the
  // pass rule looks for "failed" on stderr, so a host's TERM could flip the verdict of a bare run.
  it.skipIf(!resolveTool(getLanguage('VimScript').tools[0]))('gives native VimScript in paper mode the messages on stdout, bare with a TERM as in the sandbox', async () => {
    const vim = getLanguage('VimScript');
    const erring = await program(vim, 'paper', 'call Nope()\necho "failed"\nexit(0)\n');
    const runs = [bare, ...(sandboxed ? [sandboxed] : [])];
    for (const executor of runs) {
      const result = await withHostEnv(() => executor.execute(erring, vim));
      const step = result.steps.at(-1)!;
      expect(step.stdout).toContain('E117: Unknown function: Nope');
      expect(step.stderr).not.toContain('failed');
      expect(step.exitCode).toBe(0);
    }
  });
});

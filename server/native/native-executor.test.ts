import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLanguage, type Program } from '@mcjudge/core';
import { NativeExecutor } from './native-executor.ts';

/** An AWK-language program whose only step leaves a file behind: proof that it started. */
function touching(path: string): Program {
  return { language: 'AWK', taskId: 'AWK/1', files: [], assets: [], source: '', steps: [{ name: 'run', argv: ['sh', '-c', `touch ${path}`], timeoutMs: 5000 }] };
}

describe('NativeExecutor once its stopping signal has fired', () => {
  it('starts no process: the program ends as an infra error, never a verdict', async () => {
    const stopping = new AbortController();
    const executor = new NativeExecutor({ stopping: stopping.signal });
    const witness = join(mkdtempSync(join(tmpdir(), 'mcjudge-stop-')), 'ran');
    expect((await executor.execute(touching(witness), getLanguage('AWK'))).infraError).toBeUndefined();
    expect(existsSync(witness)).toBe(true);

    const late = join(mkdtempSync(join(tmpdir(), 'mcjudge-stop-')), 'ran');
    stopping.abort();
    const result = await executor.execute(touching(late), getLanguage('AWK'));
    expect(result.infraError).toMatch(/stopped before step run/);
    expect(existsSync(late)).toBe(false);
    await executor.close();
  });
});

describe("NativeExecutor and a step's shortcut", () => {
  const withShortcut = (shortcut: string): Program => ({
    language: 'AWK', taskId: 'AWK/1', files: [], assets: [], source: '',
    steps: [{ name: 'run', argv: ['sh', '-c', 'echo official'], shortcut: ['sh', '-c', shortcut], timeoutMs: 1000 }],
  });

  it('keeps a shortcut that succeeded silently in time, and runs the command itself after any other', async () => {
    const executor = new NativeExecutor();
    const run = async (shortcut: string) => (await executor.execute(withShortcut(shortcut), getLanguage('AWK'))).steps.map((s) => s.stdout);
    expect(await run('true')).toEqual(['']);
    expect(await run('echo warning >&2')).toEqual(['official\n']);
    expect(await run('exit 1')).toEqual(['official\n']);
    // Silent and successful, but in more than half the step's time: the official command might have timed out.
    expect(await run('sleep 0.7')).toEqual(['official\n']);
    await executor.close();
  });
});

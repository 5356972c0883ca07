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

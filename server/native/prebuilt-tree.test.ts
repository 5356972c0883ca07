import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPrebuilt } from './prebuilt-tree.ts';

describe('copying a prebuilt folder into a run folder', () => {
  it('copies every file and folder, and names every path it made', async () => {
    const from = mkdtempSync(join(tmpdir(), 'mcjudge-prebuilt-'));
    mkdirSync(join(from, 'ab', 'cd'), { recursive: true });
    writeFileSync(join(from, 'trim.txt'), '1\n');
    writeFileSync(join(from, 'ab', 'x-d'), 'entry');
    writeFileSync(join(from, 'ab', 'cd', 'y-a'), 'action');
    const to = join(mkdtempSync(join(tmpdir(), 'mcjudge-run-')), 'cache');
    const made = await copyPrebuilt(from, to);
    expect(made.sort()).toEqual([to, join(to, 'ab'), join(to, 'ab', 'cd'), join(to, 'ab', 'cd', 'y-a'), join(to, 'ab', 'x-d'), join(to, 'trim.txt')].sort());
    expect(readFileSync(join(to, 'ab', 'cd', 'y-a'), 'utf8')).toBe('action');
    expect(statSync(join(to, 'ab', 'x-d')).ino).not.toBe(statSync(join(from, 'ab', 'x-d')).ino);
  });
});

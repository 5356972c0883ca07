import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage, loadDataset, materialize } from '@mcjudge/core';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { DependencyCache } from './dependency-cache.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool } from './tool-lookup.ts';

const go = getLanguage('Go');
const sandbox = resolveTool(go.tools[0]) && process.getuid?.() === 0 ? await Sandbox.start({ slots: 1 }).catch(() => undefined) : undefined;

/** A digest of every file under a folder, with its name. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()) hash.update(e).update(readFileSync(e));
  return hash.digest('hex');
}

describe.skipIf(!sandbox)('a Go program and the build cache its run folder shares with every other run', () => {
  const executor = new NativeExecutor({ sandbox });
  afterAll(() => executor.close());

  it('cannot change the shared cache: it writes into every cache file it sees (its own copy), and the cache stays as built', { timeout: 180_000 }, async () => {
    const dataset = await loadDataset(diskDataSource(), { languages: [go], kinds: ['generation'] });
    const task = dataset.all()[0];
    const prepared = await new DependencyCache().ensure(go);
    if (!('dir' in prepared)) throw new Error(prepared.failed);
    const before = digest(prepared.dir);
    const attack = `package main

import (
\t"io/fs"
\t"os"
\t"path/filepath"
\t"testing"
)

func TestPoison(t *testing.T) {
\tseen, written := 0, 0
\tfilepath.WalkDir("gocache", func(p string, d fs.DirEntry, err error) error {
\t\tif err == nil && !d.IsDir() {
\t\t\tseen++
\t\t\tif os.WriteFile(p, []byte("poisoned"), 0o644) == nil {
\t\t\t\twritten++
\t\t\t}
\t\t\tos.Chmod(p, 0o666)
\t\t}
\t\treturn nil
\t})
\tt.Errorf("seen %d written %d", seen, written) // failing, so that go test shows it
}
`;
    const program = materialize(go, task, attack, 'default', dataset.references);
    program.files = [{ path: program.files[0].path, text: attack }];
    const result = await executor.execute(program, go);
    expect(result.infraError).toBeUndefined();
    const [, seen, written] = /seen (\d+) written (\d+)/.exec(result.steps[0].stdout) ?? [];
    expect(Number(seen)).toBeGreaterThan(100);
    expect(Number(written)).toBeGreaterThan(100); // its own copy
    expect(digest(prepared.dir)).toBe(before);
  });
});

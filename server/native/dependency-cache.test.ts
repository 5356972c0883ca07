import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage } from '@mcjudge/core';
import { DependencyCache } from './dependency-cache.ts';
import { resolveTool } from './tool-lookup.ts';

const cpp = getLanguage('CPP');
const dir = mkdtempSync(join(tmpdir(), 'mcjudge-deps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!cpp.tools.every((t) => resolveTool(t)))('the prebuilt dependency cache', () => {
  // A cache folder that cannot be written (a full disk, a file where the folder should be): the build
  // throws. That reaches the caller, once; it is neither an unhandled rejection that ends mcjudge nor
  // kept, so the next program tries again.
  it('hands a build that throws to its caller and forgets it', async () => {
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const cache = new DependencyCache(join(blocked, 'cache'));
    const first = cache.ensure(cpp);
    await expect(first).rejects.toThrow(/ENOTDIR/);
    await new Promise((settle) => setTimeout(settle, 50));
    const second = cache.ensure(cpp);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow(/ENOTDIR/);
  });
});

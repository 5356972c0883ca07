import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileResponse } from './static-files.ts';

// The token-free routes (/runtime-assets, /data, the web app) stream files compressed on the fly: what a
// client does to its response must not leak this process's descriptors nor end it.
const dir = mkdtempSync(join(tmpdir(), 'mcjudge-static-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** This process's descriptors open on `file`. */
const openOn = (file: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;

describe('static files compressed on the fly', () => {
  it('closes the file when the client goes away mid-response', async () => {
    const file = join(dir, 'big.js');
    // Incompressible enough that the compressed stream is still going when the client leaves.
    const text = Array.from({ length: 600_000 }, (_, i) => `const v${i} = ${(i * 7919) % 104729};`).join('\n');
    writeFileSync(file, text);
    for (let i = 0; i < 5; i++) {
      const response = fileResponse(file, Buffer.byteLength(text), 'no-cache', 'br', i);
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
    }
    await new Promise((settle) => setTimeout(settle, 200));
    expect(openOn(file)).toBe(0);
  });

  it('errors the response of a file that cannot be read (gone since it was listed), and nothing else', async () => {
    const response = fileResponse(join(dir, 'gone.js'), 50_000, 'no-cache', 'gzip', 1);
    const stalled = new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the response never ended')), 5_000).unref());
    await expect(Promise.race([response.arrayBuffer(), stalled])).rejects.toThrow(/ENOENT/);
  });
});

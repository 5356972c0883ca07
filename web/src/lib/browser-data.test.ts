import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { binaryReason, readPickedFile } from './browser-data.ts';
import { verdictKey } from './result-cache.ts';
import { VERDICT_RULES } from '@mcjudge/core';

const file = (name: string, bytes: Uint8Array | string) => new File([typeof bytes === 'string' ? bytes : (bytes as BlobPart)], name);
const line = '{"task_id":"C/1","completion":"x"}\n';

describe('readPickedFile', () => {
  it('reads plain and gzip files (gzip by its magic bytes, whatever the name)', async () => {
    expect(await readPickedFile(file('a.jsonl', line))).toMatchObject({ name: 'a.jsonl', text: line });
    expect(await readPickedFile(file('a.jsonl.gz', gzipSync(line)))).toMatchObject({ text: line });
    expect(await readPickedFile(file('a.jsonl', gzipSync(line)))).toMatchObject({ text: line });
  });
  it('says why a file cannot be used instead of throwing', async () => {
    const gz = gzipSync(line.repeat(100));
    expect((await readPickedFile(file('t.jsonl.gz', gz.subarray(0, gz.length - 20)))).error).toMatch(/^corrupt gzip/);
    expect((await readPickedFile(file('p.jsonl.gz', line))).error).toMatch(/named \.gz but is not gzip/);
    expect((await readPickedFile(file('e.jsonl', ''))).error).toBe('empty file (0 bytes)');
    expect((await readPickedFile(file('z.jsonl.gz', gzipSync('')))).error).toMatch(/^empty file/);
    expect((await readPickedFile(file('b.jsonl', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))))).toMatchObject({ error: expect.stringMatching(/^binary content/) });
  });
  it('binaryReason: NUL bytes, invalid UTF-8 and control characters are binary; UTF-8 text is not', () => {
    expect(binaryReason(new TextEncoder().encode('{"task_id":"C/1","completion":"é ✓\\n\\t"}\n'))).toBeUndefined();
    expect(binaryReason(new Uint8Array([0x7b, 0xff, 0xfe]))).toMatch(/not UTF-8/);
    expect(binaryReason(new Uint8Array(Array.from({ length: 100 }, (_, i) => (i % 3 ? 0x41 : 0x01))))).toMatch(/control characters/);
  });
});

describe('verdictKey', () => {
  it('differs by task kind, by mode (generation and explanation share ids) and by verdict rules', async () => {
    const gen = await verdictKey('sha', 'default', { id: 'C/1', kind: 'generation' }, 0, 'answer');
    expect(await verdictKey('sha', 'default', { id: 'C/1', kind: 'explanation' }, 0, 'answer')).not.toBe(gen);
    expect(await verdictKey('sha', 'paper', { id: 'C/1', kind: 'generation' }, 0, 'answer')).not.toBe(gen);
    // A verdict cached under other verdict rules is not recalled.
    expect(gen.endsWith(`|rules ${VERDICT_RULES}`)).toBe(true);
    expect(await verdictKey('sha', 'default', { id: 'C/1', kind: 'generation' }, 0, 'answer')).toBe(gen);
  });
});

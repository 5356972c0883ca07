import { describe, expect, it } from 'vitest';
import { STREAM_END_BYTES } from '@mcjudge/core';
import { runProcess } from './run-process.ts';

describe('runProcess output capture', () => {
  it('keeps the head of a stream up to the cap and its last STREAM_END_BYTES, counting every byte', async () => {
    // 2 MiB of zeros on stdout, then a last line; 100 KiB of 'e' on stderr, then its own last line.
    const script = 'head -c 2097152 /dev/zero; echo the-last-line; head -c 102400 /dev/zero | tr "\\0" e >&2; echo stderr-end >&2';
    const r = await runProcess({ name: 'run', file: '/bin/sh', args: ['-c', script], cwd: '/', env: { PATH: '/usr/bin:/bin' }, timeoutMs: 20_000, outputCap: 65536 });
    expect(r).toMatchObject({ exitCode: 0, truncated: true, stdoutTruncated: true, stderrTruncated: true });
    expect(Buffer.byteLength(r.stdout)).toBe(65536);
    expect(r.stdoutEnd?.totalBytes).toBe(2097152 + 'the-last-line\n'.length);
    expect(r.stdoutEnd?.text).toBe('\0'.repeat(STREAM_END_BYTES - 'the-last-line\n'.length) + 'the-last-line\n');
    expect(r.stderrEnd).toEqual({ text: 'e'.repeat(STREAM_END_BYTES - 'stderr-end\n'.length) + 'stderr-end\n', totalBytes: 102400 + 'stderr-end\n'.length });
  });

  it('keeps no separate end for a stream within the cap', async () => {
    const r = await runProcess({ name: 'run', file: '/bin/sh', args: ['-c', 'echo short'], cwd: '/', env: { PATH: '/usr/bin:/bin' }, timeoutMs: 20_000, outputCap: 65536 });
    expect(r).toMatchObject({ stdout: 'short\n', truncated: false });
    expect(r.stdoutEnd).toBeUndefined();
    expect(r.stderrEnd).toBeUndefined();
  });
});

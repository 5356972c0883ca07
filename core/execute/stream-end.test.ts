import { describe, expect, it } from 'vitest';
import { StreamEnd, streamEnd } from './stream-end.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('StreamEnd', () => {
  it('keeps the last bytes written, whatever the sizes of the chunks, and counts every byte', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `line ${i}\n`).join('');
    for (const size of [1, 7, 100, 4096, text.length]) {
      const end = new StreamEnd(1000);
      for (let at = 0; at < text.length; at += size) end.push(bytes(text.slice(at, at + size)));
      expect(end.kept()).toEqual({ text: text.slice(-1000), totalBytes: text.length });
    }
  });

  it('never starts inside a character, and keeps everything while less than its limit was written', () => {
    const end = new StreamEnd(5);
    end.push(bytes('aéééé')); // 9 bytes: the last 5 start inside an é
    expect(end.kept()).toEqual({ text: 'éé', totalBytes: 9 });
    const short = new StreamEnd(5);
    short.push(bytes('ab'));
    expect(short.kept()).toEqual({ text: 'ab', totalBytes: 2 });
  });

  it('costs a copy of each write, however many small writes there are (no per-write bookkeeping)', () => {
    // 1,000,000 one-byte writes: with a list of chunks trimmed from its front this took minutes.
    const end = new StreamEnd(65536);
    const byte = bytes('a');
    const started = performance.now();
    for (let i = 0; i < 1_000_000; i++) end.push(byte);
    expect(end.kept().totalBytes).toBe(1_000_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('leaves out at most 3 bytes at its start, even of output that is not UTF-8', () => {
    const end = new StreamEnd(8);
    end.push(new Uint8Array(20).fill(0x80));
    expect(new TextEncoder().encode(end.kept().text).length).toBeGreaterThan(0);
  });

  it('copies what it keeps, so a writer may reuse its buffer', () => {
    const end = new StreamEnd(8);
    const buffer = bytes('abcd');
    end.push(buffer);
    buffer.set(bytes('zzzz'));
    end.push(bytes('efgh'));
    expect(end.kept().text).toBe('abcdefgh');
  });
});

describe('streamEnd', () => {
  it('is the kept end of a stream that passed the cap, else the whole stream', () => {
    expect(streamEnd({ stdout: 'head', stderr: 'all', stdoutEnd: { text: 'end', totalBytes: 9 } }, 'stdout')).toBe('end');
    expect(streamEnd({ stdout: 'head', stderr: 'all', stdoutEnd: { text: 'end', totalBytes: 9 } }, 'stderr')).toBe('all');
  });
});

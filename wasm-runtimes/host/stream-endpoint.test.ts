import { PassThrough } from 'node:stream';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { streamEndpoint } from './stream-endpoint.ts';

const frame = (message: unknown) => {
  const payload = serialize(message);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(payload.length);
  return Buffer.concat([header, payload]);
};

function receiver() {
  const input = new PassThrough();
  const received: unknown[] = [];
  const corrupt: string[] = [];
  const endpoint = streamEndpoint(Promise.resolve({ input, output: new PassThrough() }), (why) => corrupt.push(why));
  endpoint.addEventListener('message', (e) => received.push((e as MessageEvent).data));
  return { input, received, corrupt, settle: () => new Promise((r) => setImmediate(r)) };
}

describe('streamEndpoint', () => {
  it('reads a 32 MiB message that arrives in 64 KiB pieces, and messages sharing a piece', async () => {
    const r = receiver();
    const big = new Uint8Array(32 * 1024 * 1024).fill(7);
    const bytes = Buffer.concat([frame({ n: 1 }), frame(big), frame({ n: 2 })]);
    for (let i = 0; i < bytes.length; i += 65536) r.input.write(bytes.subarray(i, i + 65536));
    await r.settle();
    expect(r.received).toHaveLength(3);
    expect((r.received[1] as Uint8Array).length).toBe(big.length);
    expect(r.received[2]).toEqual({ n: 2 });
    expect(r.corrupt).toEqual([]);
  });

  it('ends the channel on bytes that are not a message, and on an oversized announcement', async () => {
    const garbage = receiver();
    garbage.input.write(Buffer.from([0, 0, 0, 8, ...Buffer.from('garbage!')]));
    garbage.input.write(frame({ after: true }));
    await garbage.settle();
    expect(garbage.corrupt).toHaveLength(1);
    expect(garbage.received).toEqual([]);
    const huge = receiver();
    huge.input.write(Buffer.from([0xff, 0xff, 0xff, 0xff]));
    await huge.settle();
    expect(huge.corrupt[0]).toMatch(/announced/);
  });

  it('leaves no rejection unhandled when the host never started: a message to it goes nowhere', async () => {
    const unhandled: unknown[] = [];
    const record = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', record);
    try {
      const endpoint = streamEndpoint(Promise.reject(new Error('the sandbox is closed')));
      endpoint.postMessage({ hello: 1 });
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

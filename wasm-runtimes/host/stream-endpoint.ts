import type { Readable, Writable } from 'node:stream';
import { deserialize, serialize } from 'node:v8';
import type { Endpoint } from 'comlink';

type Listener = Parameters<Endpoint['addEventListener']>[1];

/**
 * A comlink endpoint over a pair of byte streams (a child process's stdio): each message is V8-serialized
 * (structured clone, so Uint8Array artifacts cross unchanged) behind a 4-byte length.
 */
export function streamEndpoint(streams: Promise<{ input: Readable; output: Writable }>): Endpoint {
  const listeners = new Set<Listener>();
  let pending = Buffer.alloc(0);
  const ready = streams.then(({ input, output }) => {
    input.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4) {
        const size = pending.readUInt32BE(0);
        if (pending.length < 4 + size) break;
        const data = deserialize(pending.subarray(4, 4 + size));
        pending = pending.subarray(4 + size);
        for (const l of listeners) {
          const event = { data } as MessageEvent;
          if (typeof l === 'function') l(event);
          else l.handleEvent(event);
        }
      }
    });
    return output;
  });
  return {
    postMessage(message) {
      const payload = serialize(message);
      const header = Buffer.alloc(4);
      header.writeUInt32BE(payload.length);
      void ready.then((output) => output.write(Buffer.concat([header, payload])));
    },
    addEventListener: (_type, listener: Listener) => void listeners.add(listener),
    removeEventListener: (_type, listener: Listener) => void listeners.delete(listener),
  };
}

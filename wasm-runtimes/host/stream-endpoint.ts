import type { Readable, Writable } from 'node:stream';
import { deserialize, serialize } from 'node:v8';
import type { Endpoint } from 'comlink';

type Listener = Parameters<Endpoint['addEventListener']>[1];

/** The largest message either side sends: a compiled program or two capped outputs, with room to spare. */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024;

/**
 * A comlink endpoint over a pair of byte streams (a child process's pipes): each message is V8-serialized
 * (structured clone, so Uint8Array artifacts cross unchanged) behind a 4-byte length. Bytes that are not
 * such a frame (something else wrote into the pipe) end the channel: `onCorrupt` is called once with why,
 * and nothing more is read from it.
 */
export function streamEndpoint(streams: Promise<{ input: Readable; output: Writable }>, onCorrupt: (reason: string) => void = () => {}): Endpoint {
  const listeners = new Set<Listener>();
  // Chunks are kept apart until a whole frame is there: joining on every chunk would copy a large
  // message (a runtime's memory image) once per 64 KiB read.
  const chunks: Buffer[] = [];
  let buffered = 0;
  let pending = Buffer.alloc(0);
  let corrupt = false;
  const fail = (reason: string) => {
    corrupt = true;
    chunks.length = 0;
    pending = Buffer.alloc(0);
    onCorrupt(reason);
  };
  /** The announced size of the next frame once its header is there, else undefined. */
  const announced = () => {
    if (pending.length < 4 && pending.length + buffered >= 4) {
      pending = Buffer.concat([pending, ...chunks.splice(0)]);
      buffered = 0;
    }
    return pending.length >= 4 ? pending.readUInt32BE(0) : undefined;
  };
  const ready = streams.then(({ input, output }) => {
    input.on('data', (chunk: Buffer) => {
      if (corrupt) return;
      chunks.push(chunk);
      buffered += chunk.length;
      for (let size = announced(); !corrupt && size !== undefined; size = announced()) {
        if (size > MAX_FRAME_BYTES) return fail(`a message of ${size} bytes was announced (at most ${MAX_FRAME_BYTES})`);
        if (pending.length + buffered < 4 + size) break;
        if (buffered) {
          pending = Buffer.concat([pending, ...chunks.splice(0)]);
          buffered = 0;
        }
        let data: unknown;
        try {
          data = deserialize(pending.subarray(4, 4 + size));
        } catch (e) {
          return fail(`a message could not be read: ${(e as Error).message}`);
        }
        pending = pending.subarray(4 + size);
        for (const l of listeners) {
          const event = { data } as MessageEvent;
          if (typeof l === 'function') l(event);
          else l.handleEvent(event);
        }
      }
    });
    return output;
    // A host that never started has no streams: its factory reports that as the worker's death, and
    // nothing is sent or read (no rejection is left unhandled, which would end a Node process).
  }).catch(() => undefined);
  return {
    postMessage(message) {
      const payload = serialize(message);
      const header = Buffer.alloc(4);
      header.writeUInt32BE(payload.length);
      void ready.then((output) => {
        if (output && !output.destroyed) output.write(Buffer.concat([header, payload]));
      });
    },
    addEventListener: (_type, listener: Listener) => void listeners.add(listener),
    removeEventListener: (_type, listener: Listener) => void listeners.delete(listener),
  };
}

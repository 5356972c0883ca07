import { formatBytes } from './request-limits.ts';

/** Why a body was refused: 413 (too large), 408 (too slow) or 400 (broken upload), with the message for `{error}`. */
export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

export interface BodyLimit {
  bytes: number;
  /** The whole body must have arrived within this many ms (counted from the call). */
  timeoutMs: number;
}

/** The request's Content-Length, when it declares one. */
export function declaredLength(req: Request): number | undefined {
  const v = req.headers.get('content-length');
  if (v === null || !/^\d+$/.test(v.trim())) return undefined;
  return Number(v);
}

export function tooLargeMessage(limit: number): string {
  return `request body larger than ${formatBytes(limit)}`;
}

/**
 * The body's chunks as they arrive, never more than `limit.bytes` in all: a longer body (chunked or
 * not) stops with BodyRefused(413) at the first byte too many, a body still arriving after
 * `limit.timeoutMs` with BodyRefused(408). Either way the upload is cancelled, not read to its end.
 */
export async function* bodyChunks(req: Request, limit: BodyLimit): AsyncGenerator<Uint8Array> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limit.bytes) throw new BodyRefused(413, tooLargeMessage(limit.bytes));
  if (!req.body) return;
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyRefused(408, `request body not received within ${limit.timeoutMs / 1000} s`)), limit.timeoutMs);
  });
  late.catch(() => undefined);
  let received = 0;
  let finished = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await Promise.race([reader.read(), late]);
      } catch (e) {
        if (e instanceof BodyRefused) throw e;
        throw new BodyRefused(400, `request body upload failed: ${(e as Error).message}`);
      }
      if (chunk.done) {
        finished = true;
        return;
      }
      received += chunk.value.byteLength;
      if (received > limit.bytes) throw new BodyRefused(413, tooLargeMessage(limit.bytes));
      yield chunk.value;
    }
  } finally {
    clearTimeout(timer);
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** The whole body (at most `limit.bytes`), as bytes. */
export async function readBody(req: Request, limit: BodyLimit): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of bodyChunks(req, limit)) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

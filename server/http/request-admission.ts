import type { Context } from 'hono';
import type { Admission } from './admission.ts';
import { clientKey } from './client-quota.ts';
import type { ServerContext } from './context.ts';
import { declaredLength, tooLargeMessage } from './request-body.ts';

/**
 * A refusal as JSON `{error}`; `retryAfterS` for 429/503. `close` ends the connection once answered;
 * without it, an unread upload is read and dropped for a moment (at most 64 MiB in 500 ms, by the Node
 * adapter) so the client reads the answer before the connection goes, and nothing of it is kept.
 */
export function refuse(c: Context, status: 400 | 403 | 408 | 413 | 429 | 503, error: string, options: { retryAfterS?: number; close?: boolean; extra?: Record<string, unknown> } = {}): Response {
  if (options.retryAfterS !== undefined) c.header('Retry-After', String(options.retryAfterS));
  if (options.close) c.header('Connection', 'close');
  return c.json({ error, ...options.extra }, status);
}

export interface Admitted {
  /** The quota key of the request's client. */
  client: string;
  /** Gives back the places taken; safe to call more than once. */
  release(): void;
}

/**
 * Everything checked before a byte of the body is read: the server is not stopping (503), the declared
 * size fits (413), the client has a free place (429), the server has one (429). A refused body is never
 * read, so a burst of big requests costs no memory.
 */
export function admitRequest(c: Context, ctx: ServerContext, gate: { admission: Admission; bodyBytes: number; busy: string; retryAfterS: number }): Admitted | Response {
  if (ctx.stopping.aborted) return refuse(c, 503, 'the server is shutting down', { retryAfterS: 5, close: true });
  const declared = declaredLength(c.req.raw);
  if (declared !== undefined && declared > gate.bodyBytes) return refuse(c, 413, tooLargeMessage(gate.bodyBytes), { close: true });
  const client = clientKey(c.req.header('authorization'), ctx.clientAddress(c));
  if (!ctx.quota.enter(client)) {
    return refuse(c, 429, `too many requests from this client: at most ${ctx.quota.limits.requests} at once`, { retryAfterS: 1 });
  }
  if (!gate.admission.tryEnter()) {
    ctx.quota.leave(client);
    return refuse(c, 429, gate.busy, { retryAfterS: gate.retryAfterS });
  }
  let held = true;
  return {
    client,
    release() {
      if (!held) return;
      held = false;
      gate.admission.leave();
      ctx.quota.leave(client);
    },
  };
}

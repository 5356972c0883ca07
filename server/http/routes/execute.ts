import { Hono } from 'hono';
import { describeZodError, ExecuteRequestSchema, findLanguage, programRefusal } from '@mcjudge/core';
import type { ServerContext } from '../context.ts';
import { BodyRefused, readBody } from '../request-body.ts';
import { admitRequest, refuse } from '../request-admission.ts';

/** The body as JSON, or undefined when it is not UTF-8 JSON. */
function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** `run`, or 'stopped' as soon as the server starts shutting down (whichever comes first). */
async function unlessStopped<T>(run: Promise<T>, signal: AbortSignal): Promise<T | 'stopped'> {
  let onAbort = () => {};
  const stopped = new Promise<'stopped'>((resolve) => {
    onAbort = () => resolve('stopped');
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([run, stopped]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * `POST /api/v1/execute`: one assembled program of a known language → ExecResult (never a verdict).
 * Admission comes first (nothing is read for a refused request), then the body up to its limit, then
 * validation: every step of every alternative within the language's time limit and tools.
 */
export function executeRoute(ctx: ServerContext): Hono {
  return new Hono().post('/', async (c) => {
    const admitted = admitRequest(c, ctx, {
      admission: ctx.programs,
      bodyBytes: ctx.limits.executeBodyBytes,
      busy: `busy: ${ctx.programs.capacity} programs already running or queued`,
      retryAfterS: 1,
    });
    if (admitted instanceof Response) return admitted;
    try {
      let bytes: Uint8Array;
      try {
        bytes = await readBody(c.req.raw, { bytes: ctx.limits.executeBodyBytes, timeoutMs: ctx.limits.bodyTimeoutMs });
      } catch (e) {
        if (e instanceof BodyRefused) return refuse(c, e.status, e.message, { close: e.status === 408 });
        throw e;
      }
      const body = parseJson(bytes);
      const parsed = ExecuteRequestSchema.safeParse(body);
      if (!parsed.success) return refuse(c, 400, `bad request: ${body === undefined ? 'the body is not JSON' : describeZodError(parsed.error)}`);
      const language = findLanguage(parsed.data.language);
      if (!language) return refuse(c, 400, `unknown language "${parsed.data.language}"`);
      const program = parsed.data.program;
      const refused = programRefusal(program, language);
      if (refused !== undefined) return refuse(c, 400, refused);
      // The client going away stops the program (its processes killed, its queued job withdrawn).
      const result = await unlessStopped(ctx.executor.execute(program, language, { signal: c.req.raw.signal }), ctx.stopping);
      // A program cut short by the shutdown has no result to give: never hand back its killed run as an outcome.
      if (result === 'stopped') return refuse(c, 503, 'the server is shutting down: the program was stopped', { retryAfterS: 5, close: true });
      return c.json(result);
    } finally {
      admitted.release();
    }
  });
}

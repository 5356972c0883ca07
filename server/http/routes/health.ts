import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';

/** `GET /api/v1/health`: up, sandboxed or not (and what the sandbox enforces), current load. */
export function healthRoute(ctx: ServerContext): Hono {
  return new Hono().get('/', (c) =>
    c.json({
      status: 'ok',
      version: ctx.version,
      sandbox: ctx.sandbox ?? { isolation: 'NONE: started with --unsafe-no-sandbox (trusted code only)' },
      load: { programs: ctx.programs.load, program_capacity: ctx.programs.capacity, batches: ctx.batches.load, batch_capacity: ctx.batches.capacity },
    }),
  );
}

import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ServerContext } from './context.ts';
import { evaluateRoute } from './routes/evaluate.ts';
import { executeRoute } from './routes/execute.ts';
import { healthRoute } from './routes/health.ts';
import { languagesRoute } from './routes/languages.ts';

export interface AppOptions {
  /** Bearer token required on every route but health (MCJUDGE_TOKEN). */
  token?: string;
  /** Origins allowed by CORS (default `*`: the token is a header, not a cookie). */
  corsOrigin?: string | string[];
}

const MiB = 1024 * 1024;

function tooLarge(limit: number) {
  return bodyLimit({ maxSize: limit, onError: (c) => c.json({ error: `request body larger than ${limit / MiB} MiB` }, 413) });
}

/** The HTTP API under /api/v1, as a Web-standard fetch handler (served by @hono/node-server). */
export function createApp(ctx: ServerContext, options: AppOptions = {}): Hono {
  const api = new Hono();
  api.use('*', cors({ origin: options.corsOrigin ?? '*', allowHeaders: ['authorization', 'content-type'], allowMethods: ['GET', 'POST', 'OPTIONS'] }));
  api.route('/health', healthRoute(ctx));
  if (options.token) api.use('*', bearerAuth({ token: options.token }));
  api.use('/execute', tooLarge(8 * MiB));
  api.use('/evaluate', tooLarge(64 * MiB));
  api.route('/languages', languagesRoute(ctx));
  api.route('/execute', executeRoute(ctx));
  api.route('/evaluate', evaluateRoute(ctx));
  const app = new Hono();
  app.route('/api/v1', api);
  app.notFound((c) => c.json({ error: `no route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((e, c) => (e instanceof HTTPException ? e.getResponse() : c.json({ error: `internal error: ${e.message}` }, 500)));
  return app;
}

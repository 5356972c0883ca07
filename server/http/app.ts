import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ServerContext } from './context.ts';
import { loopbackHostOnly, sameOriginOnly } from './origin-guard.ts';
import { evaluateRoute } from './routes/evaluate.ts';
import { executeRoute } from './routes/execute.ts';
import { healthRoute } from './routes/health.ts';
import { languagesRoute } from './routes/languages.ts';
import { runsRoute } from './routes/runs.ts';
import { requireToken } from './token-auth.ts';

export interface AppOptions {
  /** Bearer token required on every route but health. */
  token?: string;
  /**
   * Other origins allowed to call the API from a browser (`--cors-origin`). By default only the
   * server's own origin may (the web app it serves); any other page's calls are refused with 403.
   * @example { corsOrigin: ['http://localhost:5173'] } // the web app's Vite dev server
   */
  corsOrigin?: string[];
  /**
   * The server is bound to loopback: it then answers only requests addressed to a loopback host name
   * (no DNS rebinding).
   */
  loopbackOnly?: boolean;
}

/** The HTTP API under /api/v1, as a Web-standard fetch handler (served by @hono/node-server). */
export function createApp(ctx: ServerContext, options: AppOptions = {}): Hono {
  const api = new Hono();
  if (options.loopbackOnly) api.use('*', loopbackHostOnly());
  api.use('*', sameOriginOnly(options.corsOrigin ?? []));
  if (options.corsOrigin?.length) {
    api.use('*', cors({ origin: options.corsOrigin, allowHeaders: ['authorization', 'content-type'], allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'], maxAge: 600 }));
  }
  api.route('/health', healthRoute(ctx));
  if (options.token) api.use('*', requireToken(options.token));
  api.route('/languages', languagesRoute(ctx));
  api.route('/execute', executeRoute(ctx));
  api.route('/evaluate', evaluateRoute(ctx));
  api.route('/runs', runsRoute(ctx));
  const app = new Hono();
  app.route('/api/v1', api);
  // Prometheus's text format; behind the token like the API (Prometheus sends it as bearer_token).
  const metrics = new Hono();
  if (options.loopbackOnly) metrics.use('*', loopbackHostOnly());
  if (options.token) metrics.use('*', requireToken(options.token));
  metrics.get('/', async (c) => c.body(await ctx.metrics.text(), 200, { 'content-type': ctx.metrics.registry.contentType }));
  app.route('/metrics', metrics);
  app.notFound((c) => c.json({ error: `no route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((e, c) => (e instanceof HTTPException ? e.getResponse() : c.json({ error: `internal error: ${e.message}` }, 500)));
  return app;
}

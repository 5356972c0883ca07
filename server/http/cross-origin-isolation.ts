import type { MiddlewareHandler } from 'hono';

/**
 * COOP/COEP: the page becomes cross-origin isolated, so workers get SharedArrayBuffer (pyodide's interrupt
 * buffer, webR's channel). Everything the app loads is same-origin, so `require-corp` costs nothing.
 */
export function crossOriginIsolation(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    c.res.headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  };
}

import type { MiddlewareHandler } from 'hono';
import { hostName, isLoopback } from './loopback.ts';

/**
 * For a server bound to loopback: answers only requests addressed to a loopback name (Host
 * `127.0.0.1:…`, `localhost:…`, `[::1]:…`), so a web page cannot reach it through DNS rebinding (its
 * own name resolving to 127.0.0.1) and have it run code.
 */
export function loopbackHostOnly(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (!isLoopback(hostName(host))) return c.json({ error: `this server is bound to loopback and answers only to a loopback host name (localhost, 127.0.0.1, [::1]), not "${host}"` }, 403);
    await next();
  };
}

/**
 * Browsers send `Origin` with every cross-origin call and every POST. Same-origin calls (the web app
 * served by this server) pass, as do the explicitly allowed origins (`--cors-origin`); any other origin
 * is refused with 403 before anything runs, even a request a browser would send without a preflight
 * (a `text/plain` POST). Calls without `Origin` (CLI, curl) are not browsers' and pass.
 */
export function sameOriginOnly(allowed: readonly string[]): MiddlewareHandler {
  const allow = new Set(allowed.map((o) => o.replace(/\/+$/, '')));
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || allow.has(origin) || sameHost(origin, c.req.header('host'))) return next();
    return c.json({ error: `cross-origin request from ${origin} refused: this server answers its own origin only (start it with --cors-origin ${origin} to allow that one)` }, 403);
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // `Origin: null` (a sandboxed frame, a file: page) is no one's origin
  }
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <token>` or 401 with `{error}` saying what is missing; compared in constant time. */
export function requireToken(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const header = c.req.header('authorization');
    const sent = header && /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="mcjudge"');
      return c.json({ error: sent ? 'wrong bearer token' : 'this server needs "Authorization: Bearer <token>" (its MCJUDGE_TOKEN, or the token it printed on startup)' }, 401);
    }
    await next();
  };
}

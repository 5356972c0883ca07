import { Hono } from 'hono';
import { LANGUAGES, type LanguagesResponse } from '@mcjudge/core';
import type { ServerContext } from '../context.ts';

/** `GET /api/v1/languages`: every McEval language, whether this host runs it, and its toolchain version. */
export function languagesRoute(ctx: ServerContext): Hono {
  return new Hono().get('/', async (c) => {
    const languages: LanguagesResponse['languages'] = await Promise.all(
      LANGUAGES.map(async (l) => {
        const reason = await ctx.executor.unavailableReason(l);
        return { name: l.name, id: l.id, available: reason === undefined, ...(reason ? { reason } : {}), runtime: await ctx.executor.runtime(l) };
      }),
    );
    return c.json({ languages } satisfies LanguagesResponse);
  });
}

import { Hono } from 'hono';
import { describeZodError, ExecuteRequestSchema, findLanguage, type Step } from '@mcjudge/core';
import type { ServerContext } from '../context.ts';

/** A step may only start one of the language's tools or a file the program built (`./x`). */
function foreignCommand(steps: Step[], tools: string[]): string | undefined {
  return steps.map((s) => s.argv[0]).find((cmd) => !tools.includes(cmd) && !/^\.\/[\w.-]+$/.test(cmd));
}

/** `POST /api/v1/execute`: one assembled program of a known language → ExecResult (never a verdict). */
export function executeRoute(ctx: ServerContext): Hono {
  return new Hono().post('/', async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const parsed = ExecuteRequestSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: `bad request: ${body === undefined ? 'the body is not JSON' : describeZodError(parsed.error)}` }, 400);
    const language = findLanguage(parsed.data.language);
    if (!language) return c.json({ error: `unknown language "${parsed.data.language}"` }, 400);
    const program = parsed.data.program;
    const tools = [...language.tools, ...(language.recipe.alternatives ?? []).flatMap((a) => a.tools)].map((t) => t.name);
    const foreign = foreignCommand([...program.steps, ...(program.alternatives ?? []).flatMap((a) => a.steps)], tools);
    if (foreign !== undefined) return c.json({ error: `step command "${foreign}" is not a ${language.name} tool` }, 400);
    // A client cannot buy more time than the language's own limit (or the paper's 15 s, if longer).
    const maxMs = Math.max(language.timeoutMs, 15_000);
    const tooLong = program.steps.find((s) => s.timeoutMs > maxMs);
    if (tooLong) return c.json({ error: `timeoutMs ${tooLong.timeoutMs} exceeds ${language.name}'s limit of ${maxMs}` }, 400);
    if (!ctx.programs.tryEnter()) {
      c.header('Retry-After', '1');
      return c.json({ error: `busy: ${ctx.programs.capacity} programs already running or queued` }, 429);
    }
    try {
      return c.json(await ctx.executor.execute(program, language));
    } finally {
      ctx.programs.leave();
    }
  });
}

import { z } from 'zod';
import { everyStep, ExecResultSchema, ProgramSchema, type ExecResult, type Language, type Program } from '@mcjudge/core';

/**
 * What a job carries: the program, the language's id (the queue says it too; a mismatch is refused)
 * and the format's version. Read back from Redis, it is untrusted input: `parseJobPayload` checks it
 * with core's program schema before a worker runs anything.
 */
export const JobPayloadSchema = z.object({
  v: z.literal(1),
  language: z.string().min(1).max(200),
  program: ProgramSchema,
});
export type JobPayload = z.infer<typeof JobPayloadSchema>;

export function jobPayload(program: Program, languageId: string): JobPayload {
  return { v: 1, language: languageId, program };
}

/** The payload, or why it is not one. */
export function parseJobPayload(data: unknown): JobPayload | string {
  const parsed = JobPayloadSchema.safeParse(data);
  return parsed.success ? parsed.data : z.prettifyError(parsed.error);
}

/**
 * Why a worker refuses to run this program for the language, or undefined: the rules of
 * `POST /api/v1/execute`, since anyone who can write to Redis can queue a job. Every step (of every
 * toolchain) starts one of the language's tools or a file the program built (`./x`), within the
 * language's time limit (or the paper's 15 s, if longer).
 */
export function refusal(program: Program, language: Language): string | undefined {
  const tools = [...language.tools, ...(language.recipe.alternatives ?? []).flatMap((a) => a.tools)].map((t) => t.name);
  const maxMs = Math.max(language.timeoutMs, 15_000);
  for (const step of everyStep(program)) {
    const [cmd] = step.argv;
    if (!tools.includes(cmd) && !/^\.\/[\w.-]+$/.test(cmd)) return `step command "${cmd}" is not a ${language.name} tool`;
    if (step.timeoutMs > maxMs) return `timeoutMs ${step.timeoutMs} exceeds ${language.name}'s limit of ${maxMs}`;
  }
  return undefined;
}

/** A job's return value (a worker's ExecResult), or why it is not one. */
export function parseJobResult(value: unknown): ExecResult | string {
  const parsed = ExecResultSchema.safeParse(typeof value === 'string' ? safeJson(value) : value);
  return parsed.success ? parsed.data : z.prettifyError(parsed.error);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

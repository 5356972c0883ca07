import { z } from 'zod';
import { ExecResultSchema, ProgramSchema, type ExecResult, type Program } from '@mcjudge/core';

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

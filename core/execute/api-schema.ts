import { z } from 'zod';
import type { Report } from '../score/score.ts';
import type { ExecResult, Program, SampleResult } from '../types.ts';

/**
 * The HTTP contract of the remote executor (`POST /api/v1/execute`): one assembled program in, one
 * ExecResult out. Shared by the server (validation) and every client (the CLI, the web app).
 */

/** A path inside the run folder: relative, no `..`, no NUL: a program cannot write outside its folder. */
const RelativePath = z
  .string()
  .min(1)
  .max(200)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\0'), 'must be a relative path inside the run folder');

const FileSchema = z.object({ path: RelativePath, text: z.string() });

const StepSchema = z.object({
  name: z.enum(['compile', 'run', 'expected']),
  argv: z.array(z.string().max(4096)).min(1).max(64),
  ignoreFailure: z.boolean().optional(),
  cwd: z.union([z.literal(''), RelativePath]).optional(),
  timeoutMs: z.number().int().positive(),
  env: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), z.string().max(4096)).optional(),
});

export const ProgramSchema = z.object({
  language: z.string(),
  taskId: z.string(),
  files: z.array(FileSchema).max(64),
  assets: z.array(FileSchema).max(64),
  steps: z.array(StepSchema).max(8),
  answer: z.string().optional(),
  source: z.string(),
  alternatives: z.array(z.object({ tools: z.array(z.string()), steps: z.array(StepSchema).max(8), files: z.array(FileSchema).max(16) })).max(4).optional(),
}) satisfies z.ZodType<Program>;

export const ExecuteRequestSchema = z.object({
  /** The language's dataset name or id (`Common Lisp`, `common-lisp`). */
  language: z.string().min(1),
  program: ProgramSchema,
});
export type ExecuteRequest = z.infer<typeof ExecuteRequestSchema>;

const StepResultSchema = z.object({
  name: z.enum(['compile', 'run', 'expected']),
  exitCode: z.number().nullable(),
  signal: z.string().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  timedOut: z.boolean(),
  memoryExceeded: z.boolean(),
  truncated: z.boolean(),
  wallMs: z.number(),
});

export const ExecResultSchema = z.object({
  unavailable: z.string().optional(),
  infraError: z.string().optional(),
  steps: z.array(StepResultSchema),
  runtime: z.object({ id: z.string(), version: z.string() }),
  wallMs: z.number(),
}) satisfies z.ZodType<ExecResult>;

/** `GET /api/v1/languages`: what this server runs. */
export const LanguagesResponseSchema = z.object({
  languages: z.array(
    z.object({
      name: z.string(),
      id: z.string(),
      available: z.boolean(),
      reason: z.string().optional(),
      runtime: z.object({ id: z.string(), version: z.string() }),
    }),
  ),
});
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;

/** One line of the NDJSON stream of `POST /api/v1/evaluate`. */
export type EvaluateEvent =
  | { event: 'start'; total: number; problems: string[]; dataset_sha256: string; mode: string }
  | { event: 'result'; done: number; total: number; passed: number; result: SampleResult }
  | { event: 'summary'; report: Report }
  | { event: 'error'; message: string };

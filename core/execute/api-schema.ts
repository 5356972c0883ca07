import { z } from 'zod';
import type { Language } from '../languages/language.ts';
import type { Report } from '../score/score.ts';
import type { ExecResult, Program, SampleResult } from '../types.ts';

/**
 * The HTTP contract of the remote executor (`POST /api/v1/execute`): one assembled program in, one
 * ExecResult out. Shared by the server (validation) and every client (the CLI, the web app).
 */

/**
 * What one program may ask for, checked by the schema on both sides. The server narrows further (a
 * step's timeout to its language's limit; the whole body to 8 MiB).
 */
export const PROGRAM_LIMITS = {
  /** No step may ask for more wall time than this, whatever its language (the server's cap is lower). */
  stepTimeoutMs: 600_000,
  /** Characters of one file, of the source and of the answer (a UTF-8 body of 8 MiB holds less anyway). */
  fileChars: 8 * 1024 * 1024,
  files: 64,
  alternatives: 4,
  stepsPerProgram: 8,
  argvItems: 64,
  argChars: 4096,
  envEntries: 64,
  pathChars: 200,
} as const;

/**
 * A path inside the run folder: relative, every segment a real name (no empty, `.` or `..` segment, so
 * `a//b`, `./a`, `a/` and `.` are refused), no NUL or backslash: a program cannot write outside its folder,
 * nor name the folder itself.
 */
const RelativePath = z
  .string()
  .min(1)
  .max(PROGRAM_LIMITS.pathChars)
  .refine(
    (p) => !p.startsWith('/') && !p.includes('\\') && !p.includes('\0') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
    'must be a relative path inside the run folder (no empty, "." or ".." segment)',
  );

const Text = z.string().max(PROGRAM_LIMITS.fileChars);
const Name = z.string().max(PROGRAM_LIMITS.pathChars);

const FileSchema = z.object({ path: RelativePath, text: Text });

const StepSchema = z.object({
  name: z.enum(['compile', 'run', 'expected']),
  argv: z.array(z.string().max(PROGRAM_LIMITS.argChars)).min(1).max(PROGRAM_LIMITS.argvItems),
  ignoreFailure: z.boolean().optional(),
  cwd: z.union([z.literal(''), RelativePath]).optional(),
  timeoutMs: z.number().int().positive().max(PROGRAM_LIMITS.stepTimeoutMs),
  env: z
    .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).max(PROGRAM_LIMITS.pathChars), z.string().max(PROGRAM_LIMITS.argChars))
    .refine((env) => Object.keys(env).length <= PROGRAM_LIMITS.envEntries, `at most ${PROGRAM_LIMITS.envEntries} environment variables`)
    .optional(),
});

const Steps = z.array(StepSchema).max(PROGRAM_LIMITS.stepsPerProgram);
const Files = z.array(FileSchema).max(PROGRAM_LIMITS.files);

export const ProgramSchema = z.object({
  language: Name,
  taskId: Name,
  files: Files,
  assets: Files,
  steps: Steps,
  answer: Text.optional(),
  source: Text,
  endWitness: z.string().max(PROGRAM_LIMITS.argChars).optional(),
  endStatus: z.number().int().min(1).max(255).optional(),
  alternatives: z.array(z.object({ tools: z.array(Name).max(PROGRAM_LIMITS.argvItems), steps: Steps, files: z.array(FileSchema).max(16) })).max(PROGRAM_LIMITS.alternatives).optional(),
}) satisfies z.ZodType<Program>;

/** Every step a server could run for a program: its own and each alternative toolchain's. */
export function everyStep(program: Program): Program['steps'] {
  return [...program.steps, ...(program.alternatives ?? []).flatMap((a) => a.steps)];
}

/**
 * Why a server refuses to run this program for the language, or undefined: every step (of every
 * toolchain) must start one of the language's tools or a file the program built (`./x`), within the
 * language's time limit (or the paper's 15 s, if longer). `POST /api/v1/execute` answers 400 with it; a
 * worker refuses such a job (anyone who can write to Redis can queue one).
 */
export function programRefusal(program: Program, language: Language): string | undefined {
  const tools = [...language.tools, ...(language.recipe.alternatives ?? []).flatMap((a) => a.tools)].map((t) => t.name);
  const maxMs = Math.max(language.timeoutMs, 15_000);
  for (const step of everyStep(program)) {
    const [cmd] = step.argv;
    if (!tools.includes(cmd) && !/^\.\/[\w.-]+$/.test(cmd)) return `step command "${cmd}" is not a ${language.name} tool`;
  }
  const tooLong = everyStep(program).find((s) => s.timeoutMs > maxMs);
  if (tooLong) return `timeoutMs ${tooLong.timeoutMs} exceeds ${language.name}'s limit of ${maxMs}`;
  return undefined;
}

export const ExecuteRequestSchema = z.object({
  /** The language's dataset name or id (`Common Lisp`, `common-lisp`). */
  language: z.string().min(1).max(PROGRAM_LIMITS.pathChars),
  program: ProgramSchema,
});
export type ExecuteRequest = z.infer<typeof ExecuteRequestSchema>;

const KeptEndSchema = z.object({ text: z.string(), totalBytes: z.number().int().nonnegative() });

const StepResultSchema = z.object({
  name: z.enum(['compile', 'run', 'expected']),
  exitCode: z.number().nullable(),
  signal: z.string().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  timedOut: z.boolean(),
  memoryExceeded: z.boolean(),
  truncated: z.boolean(),
  stdoutTruncated: z.boolean().optional(),
  stderrTruncated: z.boolean().optional(),
  stdoutEnd: KeptEndSchema.optional(),
  stderrEnd: KeptEndSchema.optional(),
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

/**
 * One line of the NDJSON stream of `POST /api/v1/evaluate`: `start`, one `result` per generation, then
 * `summary` (or `error`), and always `end` last. A stream whose last line is not `end` was cut (the
 * server died, the connection dropped): its results are incomplete whatever came before.
 */
export type EvaluateEvent =
  | { event: 'start'; total: number; problems: string[]; dataset_sha256: string; mode: string; /** The run it is built on (`GET /runs/:id`). */ run_id?: string }
  | { event: 'result'; done: number; total: number; passed: number; result: SampleResult }
  | { event: 'summary'; report: Report }
  | { event: 'error'; message: string }
  /** The last line. `complete`: every generation was judged and the summary sent. */
  | { event: 'end'; complete: boolean; results: number };

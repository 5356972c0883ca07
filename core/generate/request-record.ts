import { z } from 'zod';
import { describeZodError } from '../dataset/schema.ts';

/**
 * generate.json: how the answers beside it were made (docs/generation.md#the-request-record). It pins
 * what decides an answer (model, API, sampling, prompts, data); a rerun into the same folder must
 * match it, and adds a run (which endpoint, languages, how many requests and tokens).
 */
export const UsageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative(),
  /** Answers whose response carried no `usage` (some servers omit it). */
  responses_without_usage: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const SamplingSchema = z.object({
  temperature: z.number().nonnegative(),
  top_p: z.number().positive().max(1),
  max_tokens: z.number().int().positive(),
  /** The system message sent before each user message (chat only); null: none. */
  system: z.string().nullable(),
});
export type Sampling = z.infer<typeof SamplingSchema>;

export const GenerateRunSchema = z.object({
  /** The endpoint's URL without credentials, query or fragment. */
  endpoint: z.string(),
  started: z.string(),
  /** null while running (or when the process was killed). */
  ended: z.string().nullable(),
  /** How the run ended: every answer written, some requests failed, stopped by a signal, or the endpoint refused. */
  outcome: z.enum(['running', 'complete', 'incomplete', 'interrupted', 'endpoint_error']),
  languages: z.array(z.string()),
  kinds: z.array(z.string()).optional(),
  limit: z.number().int().positive().nullable(),
  n: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  /** HTTP requests sent (retries included), retries among them, answers written, answers given up on. */
  requests: z.number().int().nonnegative(),
  retries: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  usage: UsageSchema,
});
export type GenerateRun = z.infer<typeof GenerateRunSchema>;

export const GenerateRecordSchema = z.object({
  mcjudge_version: z.string(),
  task: z.enum(['generation', 'explanation', 'completion']),
  model: z.string(),
  api: z.enum(['chat', 'completions']),
  /** The last run's endpoint (every run's is in `runs`). */
  endpoint: z.string(),
  parameters: SamplingSchema,
  /** promptTemplateHash(api, system): the prompt templates, the record field sent, the stage-2 templates. */
  prompt_template_sha256: z.string(),
  dataset_sha256: z.string(),
  started: z.string(),
  ended: z.string().nullable(),
  /** Answers in the folder's files (all runs). */
  answers: z.number().int().nonnegative(),
  usage: UsageSchema,
  runs: z.array(GenerateRunSchema),
});
export type GenerateRecord = z.infer<typeof GenerateRecordSchema>;

/** What must be equal for a rerun to add answers to a folder. */
export type RequestIdentity = Pick<GenerateRecord, 'task' | 'model' | 'api' | 'parameters' | 'prompt_template_sha256' | 'dataset_sha256'>;

/** Why `next` may not add answers beside `old` (one phrase per difference), or undefined when it may. */
export function requestMismatch(old: RequestIdentity, next: RequestIdentity): string | undefined {
  const differences: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const field of ['task', 'model', 'api', 'prompt_template_sha256', 'dataset_sha256'] as const)
    if (old[field] !== next[field]) differences.push(`${field} ${JSON.stringify(old[field])} there, ${JSON.stringify(next[field])} now`);
  for (const field of ['temperature', 'top_p', 'max_tokens', 'system'] as const)
    if (!same(old.parameters[field], next.parameters[field]))
      differences.push(`${field} ${JSON.stringify(old.parameters[field])} there, ${JSON.stringify(next.parameters[field])} now`);
  return differences.length ? differences.join('; ') : undefined;
}

/** The endpoint as it may be written down: no user, password, query (Azure keys live there) or fragment. */
export function endpointWithoutSecrets(url: string | URL): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

export const NO_USAGE: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, responses_without_usage: 0 };

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
    responses_without_usage: a.responses_without_usage + b.responses_without_usage,
  };
}

/** A response's usage (null: the server gave none) as a Usage to add. */
export function usageOf(u: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined): Usage {
  if (!u) return { ...NO_USAGE, responses_without_usage: 1 };
  const prompt = u.prompt_tokens ?? 0;
  const completion = u.completion_tokens ?? 0;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: u.total_tokens ?? prompt + completion, responses_without_usage: 0 };
}

/** Parses generate.json text; a message saying what is wrong when it is not a request record. */
export function parseGenerateRecord(text: string): GenerateRecord | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return `not valid JSON (${(e as Error).message})`;
  }
  const parsed = GenerateRecordSchema.safeParse(json);
  return parsed.success ? parsed.data : describeZodError(parsed.error);
}

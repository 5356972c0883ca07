import { setMaxListeners } from 'node:events';
import { openAiEndpoint } from '../generate/openai-endpoint.ts';
import { z } from 'zod';
import {
  DEFAULT_RETRY_POLICY,
  LANGUAGES,
  ModelEndpoint,
  addUsage,
  askUnits,
  describeZodError,
  evaluateBatch,
  findLanguage,
  getLanguage,
  loadDataset,
  loadSourceRecords,
  planUnits,
  promptTemplateHash,
  score,
  type AskUnitsOutcome,
  type ExecResult,
  type FailureWording,
  type GenerateRecord,
  type PlannedRun,
  type Unit,
} from '@mcjudge/core';
import type { RunDeps } from './run-driver.ts';
import { drivenHere, resultKey, type GenerateSpec, type RunRecord } from './run-store.ts';

/** Bounds on what one generation run may ask (a run is at most `samplesPerRequest` answers too). */
export const GENERATE_LIMITS = { limit: 5000, n: 20, concurrency: 64, maxTokens: 32_768, timeoutS: 1800 } as const;

const httpUrl = z.string().superRefine((v, ctx) => {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: `must be a URL such as http://127.0.0.1:8000/v1, not "${v}"` });
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: `must be an http(s) URL, not ${url.protocol}` });
  else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry credentials: send the key as apiKey' });
  else if (url.search || url.hash) ctx.addIssue({ code: 'custom', message: 'must not carry a query or fragment (the endpoint is stored and shown): send the key as apiKey' });
});

const languageName = z.string().refine((v) => findLanguage(v) !== undefined, { message: 'is not a McEval language' });

/** The JSON body of `POST /api/v1/runs` that asks the server to generate the answers itself. */
export const GenerateBodySchema = z
  .object({
    generate: z
      .object({
        endpoint: httpUrl,
        model: z.string().min(1).max(500),
        apiKey: z.string().min(1).max(4096).optional(),
        task: z.enum(['generation', 'explanation', 'completion']).default('generation'),
        kinds: z.array(z.enum(['single', 'multi', 'span', 'light'])).min(1).optional(),
        languages: z.array(languageName).min(1).max(LANGUAGES.length),
        limit: z.number().int().positive().max(GENERATE_LIMITS.limit).optional(),
        n: z.number().int().positive().max(GENERATE_LIMITS.n).default(1),
        temperature: z.number().nonnegative().max(2).default(0),
        top_p: z.number().positive().max(1).default(0.95),
        max_tokens: z.number().int().positive().max(GENERATE_LIMITS.maxTokens).default(1024),
        system: z.string().max(100_000).optional(),
        api: z.enum(['chat', 'completions']).default('chat'),
        concurrency: z.number().int().positive().max(GENERATE_LIMITS.concurrency).default(8),
        /** Seconds one request may take before it is retried. */
        timeout: z.number().positive().max(GENERATE_LIMITS.timeoutS).default(600),
      })
      .strict()
      .refine((g) => g.task === 'completion' || g.kinds === undefined, { message: 'kinds is for task completion (its variants single, multi, span, light)', path: ['kinds'] })
      .refine((g) => g.api === 'chat' || g.system === undefined, { message: 'system is a chat message; the completions API has none', path: ['system'] }),
    mode: z.enum(['default', 'paper']).default('default'),
    compare: z.boolean().default(true),
  })
  .strict();
export type GenerateBody = z.infer<typeof GenerateBodySchema>;

/** The body checked: the stored spec and the key (kept apart: the key is never stored), or a message naming the field. */
export function parseGenerateBody(json: unknown, version: string): { spec: GenerateSpec; apiKey?: string; mode: 'default' | 'paper'; compare: boolean } | string {
  const parsed = GenerateBodySchema.safeParse(json);
  if (!parsed.success) return describeZodError(parsed.error);
  const g = parsed.data.generate;
  const spec: GenerateSpec = {
    mcjudge_version: version,
    endpoint: g.endpoint.replace(/\/+$/, ''),
    model: g.model,
    task: g.task,
    ...(g.kinds ? { kinds: g.kinds } : {}),
    languages: [...new Set(g.languages.map((l) => getLanguage(l).name))],
    ...(g.limit !== undefined ? { limit: g.limit } : {}),
    n: g.n,
    api: g.api,
    sampling: { temperature: g.temperature, top_p: g.top_p, max_tokens: g.max_tokens, system: g.system ?? null },
    concurrency: g.concurrency,
    timeout_ms: g.timeout * 1000,
    api_key: g.apiKey !== undefined,
  };
  return { spec, ...(g.apiKey !== undefined ? { apiKey: g.apiKey } : {}), mode: parsed.data.mode, compare: parsed.data.compare };
}

/** The endpoint through the official `openai` client (server/generate/openai-endpoint.ts), worded for the API's fields. */
function openEndpoint(g: GenerateSpec, apiKey: string | undefined): ModelEndpoint {
  const words: FailureWording = {
    where: g.endpoint,
    timeout: `no answer within ${g.timeout_ms / 1000} s (generate.timeout)`,
    keyAdvice: g.api_key ? 'check the key sent as generate.apiKey' : 'it needs one: send it as generate.apiKey',
    unreachable: (message) => `the mcjudge server cannot reach ${g.endpoint} (${message}): is the model server running, reachable from the mcjudge server, and is generate.endpoint its base URL?`,
  };
  return openAiEndpoint({ baseURL: g.endpoint, apiKey, timeoutMs: g.timeout_ms, model: g.model, sampling: g.sampling, retry: DEFAULT_RETRY_POLICY, words, modelField: 'generate.model' });
}

/** Why a run that needs a key cannot go on in this process. */
export const KEY_GONE =
  'the API key lived only in the memory of the API process that received this run, and that process no longer drives it (it stopped or died); ' +
  'the key is never stored, so the remaining requests cannot be asked. The results recorded so far stay readable; start a new run to finish.';

/**
 * Drives a generation run (already `running`): asks the model (core's askUnits and ModelEndpoint, the
 * official client), and judges each answer with the batch pipeline as soon as it arrives, at most
 * `deps.slots` programs at once. A driver that resumes (a keyless run whose process died) asks only
 * for the answers without a recorded result. Answers given up on are left out (the summary says the
 * run is incomplete: `not_started`).
 */
export async function driveGeneration(id: string, record: RunRecord, deps: RunDeps, apiKey: string | undefined, stop?: AbortSignal): Promise<void> {
  const { store } = deps;
  const g = record.spec.generate!;
  const fail = async (error: string, patch: Partial<RunRecord> = {}) => {
    await store.transition(id, ['running'], 'failed', { ...patch, ended: new Date().toISOString(), error });
  };
  if (g.api_key && apiKey === undefined) return fail(KEY_GONE);

  const languages = g.languages.map((l) => getLanguage(l));
  const { sha256, records } = await loadSourceRecords(deps.data, { kind: g.task, variants: g.kinds, languages, limit: g.limit });
  if (!records.length) return fail('the selection holds no task to ask');
  const total = records.length * g.n;
  const recorded = await store.recordedKeys(id);
  const answered = new Set<string>();
  for (const r of records) for (let s = 0; s < g.n; s++) if (recorded.has(resultKey({ task_id: r.task.id, kind: r.task.kind, generation: s }))) answered.add(`${r.task.id}#${s}`);
  const units = planUnits(records, g.n, answered, new Map());
  const dataset = await loadDataset(deps.data, { languages: [...new Set(languages)], kinds: [g.task] });
  await store.update(id, { total, dataset_sha256: dataset.sha256 });

  const endpoint = openEndpoint(g, apiKey);
  const started = record.generate?.started ?? new Date().toISOString();
  const previous = record.generate?.runs[0];
  const base = { requests: previous?.requests ?? 0, retries: previous?.retries ?? 0, answers: previous?.answers ?? 0, failed: previous?.failed ?? 0 };
  let answers = 0;
  let failed = 0;
  let outcome: GenerateRecord['runs'][number]['outcome'] = 'running';
  let ended: string | null = null;
  /** Set once asking is over: the progress poll writes no more (the last write is the final record). */
  let finished = false;
  const templateHash = await promptTemplateHash(g.api, g.sampling.system ?? undefined);
  const generateRecord = (): GenerateRecord => {
    const usage = previous ? addUsage(previous.usage, endpoint.usage) : endpoint.usage;
    const run = {
      endpoint: g.endpoint,
      started,
      ended,
      outcome,
      languages: g.languages,
      ...(g.kinds ? { kinds: g.kinds } : {}),
      limit: g.limit ?? null,
      n: g.n,
      concurrency: g.concurrency,
      requests: base.requests + endpoint.requests,
      retries: base.retries + endpoint.retries,
      answers: base.answers + answers,
      failed: base.failed + failed,
      usage,
    };
    return {
      mcjudge_version: g.mcjudge_version,
      task: g.task,
      model: g.model,
      api: g.api,
      endpoint: g.endpoint,
      parameters: g.sampling,
      prompt_template_sha256: templateHash,
      dataset_sha256: sha256,
      started,
      ended,
      answers: run.answers,
      usage,
      runs: [run],
    };
  };
  await store.update(id, { generate: generateRecord() });

  const halt = new AbortController();
  setMaxListeners(Math.max(10, 2 * g.concurrency + 4), halt.signal);
  const cancel = new AbortController();
  const onStop = () => {
    cancel.abort();
    halt.abort(new Error('stopped'));
  };
  stop?.addEventListener('abort', onStop, { once: true });
  const poll = setInterval(() => {
    void store.get(id).then((r) => {
      if (!drivenHere(r)) onStop();
      else if (!finished) void store.update(id, { generate: generateRecord() }).catch(() => {});
    }, () => {});
  }, deps.cancelPollMs ?? 500);

  // Each answer is judged as it arrives, through the batch pipeline, at most `slots` programs at once.
  const cache = new Map<string, Promise<ExecResult>>();
  const judging = new Set<Promise<void>>();
  let free = deps.slots;
  const waiters: (() => void)[] = [];
  const slot = async () => {
    if (free > 0) free--;
    else await new Promise<void>((r) => waiters.push(r));
  };
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else free++;
  };
  let judgeError: Error | undefined;
  const judge = (unit: Unit, line: Record<string, unknown>) => {
    const task = dataset.find(unit.source.task.id, unit.source.task.kind);
    if (!task) {
      judgeError = new Error(`task ${unit.source.task.id} is not in the dataset`);
      return;
    }
    const run: PlannedRun = {
      language: getLanguage(unit.source.task.language),
      task,
      generation: unit.sample,
      // An empty or refused answer is judged like any other (extract_error), never dropped.
      answer: (line.raw_generation as string[])[0] ?? '',
      source: `${g.model} at ${g.endpoint}`,
    };
    const p = (async () => {
      await slot();
      try {
        if (cancel.signal.aborted) return;
        await evaluateBatch(dataset, [run], {
          executor: deps.executor,
          mode: record.spec.mode,
          jobs: 1,
          comparePaper: record.spec.compare,
          cache,
          signal: cancel.signal,
          onResult: async (result) => {
            await store.record(id, result);
          },
        });
      } finally {
        release();
      }
    })().catch((e: Error) => {
      judgeError ??= e;
    });
    judging.add(p);
    void p.then(() => judging.delete(p));
  };

  let asked: AskUnitsOutcome;
  try {
    asked = await askUnits(units, {
      task: g.task,
      api: g.api,
      system: g.sampling.system ?? undefined,
      concurrency: g.concurrency,
      halt,
      ask: (prompt, _unit, probe, signal) => endpoint.ask(prompt, signal, probe),
      onAnswer: (unit, line) => {
        answers++;
        judge(unit, line);
      },
      onGaveUp: () => {
        failed++;
      },
    });
    await Promise.all(judging);
  } finally {
    finished = true;
    clearInterval(poll);
    stop?.removeEventListener('abort', onStop);
  }
  ended = new Date().toISOString();
  outcome = asked.outcome;
  await store.update(id, { generate: generateRecord() });
  if (judgeError) throw judgeError;
  if (cancel.signal.aborted) return; // cancelled (already so in the store), or this process stopping: the next driver resumes

  if (asked.outcome === 'endpoint_error') {
    const why = await endpoint.explain(asked.error!);
    return fail(asked.firstAnswered ? `stopped: the endpoint refuses every request: ${why}` : `the endpoint's first answer failed, so nothing more was asked: ${why}`);
  }
  const results = await store.results(id, 0, Number.MAX_SAFE_INTEGER);
  const summary = score(results, dataset.sha256, record.spec.mode, { expected: total });
  await store.transition(id, ['running'], 'done', { ended, summary });
}


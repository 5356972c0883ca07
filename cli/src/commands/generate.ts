import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { setMaxListeners } from 'node:events';
import { dirname, join } from 'node:path';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import {
  GaveUp,
  LANGUAGES,
  NO_USAGE,
  RetryGate,
  addUsage,
  answerKey,
  answerLine,
  answersFileName,
  endpointWithoutSecrets,
  loadSourceRecords,
  modelPrompt,
  parseGenerateRecord,
  planUnits,
  promptTemplateHash,
  readAnswers,
  requestMismatch,
  retryAfterMs,
  runPool,
  stage1FileName,
  stage2Instruction,
  stage2Line,
  taskText,
  usageOf,
  withRetries,
  DEFAULT_RETRY_POLICY,
  type Answer,
  type Api,
  type CompletionVariant,
  type Failure,
  type GenerateRecord,
  type GenerateRun,
  type Language,
  type ModelPrompt,
  type RequestIdentity,
  type RetryPolicy,
  type Sampling,
  type TaskKind,
  type Unit,
  type Usage,
} from '@mcjudge/core';
import { diskDataSource } from '@mcjudge/server';
import { EXIT_INCOMPLETE } from '../exit-codes.ts';
import { parseKind, parseLanguages, parsePositive, UsageError } from '../options.ts';

/**
 * `mcjudge generate`: asks an OpenAI-compatible endpoint McEval's questions and writes the answers in
 * McEval's output format, appended as they arrive, so that a rerun asks only for what is missing.
 * The facts it follows are in docs/harness/generation.md; how it works is in docs/generation.md.
 */
export interface GenerateArgs {
  endpoint?: string;
  model?: string;
  'api-key-env'?: string;
  task?: string;
  kinds?: string;
  languages?: string;
  limit?: string;
  n?: string;
  temperature?: string;
  'top-p'?: string;
  'max-tokens'?: string;
  system?: string;
  chat?: boolean;
  completions?: boolean;
  concurrency?: string;
  /** Seconds one request may take before it is retried. */
  timeout?: string;
  /** Retries per request after the first attempt. */
  retries?: string;
  out?: string;
}

/** The exit code of a run stopped by SIGINT or SIGTERM (128 + SIGINT, as a shell reports it). */
export const EXIT_INTERRUPTED = 130;

/** The request record beside the answers (docs/generation.md#the-request-record). */
export const GENERATE_RECORD = 'generate.json';

const VARIANTS: readonly CompletionVariant[] = ['single', 'multi', 'span', 'light'];

interface GenerateOptions {
  endpoint: URL;
  model: string;
  /** The environment variable the key came from (for messages), and the key; none: no Authorization header. */
  keyEnv?: string;
  apiKey?: string;
  task: TaskKind;
  variants?: CompletionVariant[];
  languages: Language[];
  limit?: number;
  n: number;
  api: Api;
  sampling: Sampling;
  concurrency: number;
  timeoutMs: number;
  retry: RetryPolicy;
  out: string;
}

function parseNumber(flag: string, v: string | undefined, fallback: number, ok: (x: number) => boolean, what: string): number {
  if (v === undefined) return fallback;
  const x = Number(v);
  if (v.trim() === '' || !Number.isFinite(x) || !ok(x)) throw new UsageError(`--${flag} must be ${what}, not "${v}"`);
  return x;
}

function parseVariants(v: string | undefined, task: TaskKind): CompletionVariant[] | undefined {
  if (v === undefined) return undefined;
  if (task !== 'completion') throw new UsageError('--kinds is for --task completion (its variants single, multi, span, light)');
  return v.split(',').map((s) => {
    const kind = s.trim() as CompletionVariant;
    if (!VARIANTS.includes(kind)) throw new UsageError(`--kinds takes single, multi, span and light, not "${s}"`);
    return kind;
  });
}

function parseEndpoint(v: string | undefined): URL {
  if (!v) throw new UsageError('--endpoint URL is needed: the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8000/v1');
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new UsageError(`--endpoint must be a URL such as http://127.0.0.1:8000/v1, not "${v}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--endpoint must be an http(s) URL, not "${v}"`);
  if (url.username || url.password) throw new UsageError('--endpoint must not carry credentials; put the key in an environment variable and name it with --api-key-env');
  return url;
}

export function parseGenerateOptions(args: GenerateArgs): GenerateOptions {
  const endpoint = parseEndpoint(args.endpoint);
  if (!args.model) throw new UsageError('--model NAME is needed: the model name the endpoint serves (GET <endpoint>/models lists them)');
  if (!args.out) throw new UsageError('--out DIR is needed: where the answers go (a rerun with the same --out resumes)');
  if (args.chat && args.completions) throw new UsageError('--chat and --completions exclude each other');
  const api: Api = args.completions ? 'completions' : 'chat';
  if (api === 'completions' && args.system !== undefined) throw new UsageError('--system is a chat message; the completions API has none');
  const task = parseKind(args.task) ?? 'generation';
  let apiKey: string | undefined;
  const keyEnv = args['api-key-env'];
  if (keyEnv !== undefined) {
    apiKey = process.env[keyEnv];
    if (!apiKey) throw new UsageError(`--api-key-env ${keyEnv}: the environment variable ${keyEnv} is not set (or empty)`);
  }
  const seconds = parseNumber('timeout', args.timeout, 600, (x) => x > 0, 'a number of seconds above 0');
  return {
    endpoint,
    model: args.model,
    ...(keyEnv !== undefined ? { keyEnv, apiKey } : {}),
    task,
    variants: parseVariants(args.kinds, task),
    languages: parseLanguages(args.languages) ?? [...LANGUAGES],
    limit: args.limit === undefined ? undefined : parsePositive('limit', args.limit),
    n: args.n === undefined ? 1 : parsePositive('n', args.n),
    api,
    sampling: {
      temperature: parseNumber('temperature', args.temperature, 0, (x) => x >= 0, 'a number of at least 0'),
      top_p: parseNumber('top-p', args['top-p'], 0.95, (x) => x > 0 && x <= 1, 'a number in (0, 1]'),
      max_tokens: args['max-tokens'] === undefined ? 1024 : parsePositive('max-tokens', args['max-tokens']),
      system: args.system ?? null,
    },
    concurrency: args.concurrency === undefined ? 8 : parsePositive('concurrency', args.concurrency),
    timeoutMs: seconds * 1000,
    retry: { ...DEFAULT_RETRY_POLICY, retries: parseNumber('retries', args.retries, DEFAULT_RETRY_POLICY.retries, (x) => Number.isInteger(x) && x >= 0, 'a whole number of at least 0') },
    out: args.out,
  };
}

function mcjudgeVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** generate.json next to a samples file or in a samples folder, for evaluate's summary.json; undefined when there is none. */
export function generateRecordBeside(samplesPath: string, log: (s: string) => void): GenerateRecord | undefined {
  let folder = samplesPath;
  try {
    if (!statSync(samplesPath).isDirectory()) folder = dirname(samplesPath);
  } catch {
    return undefined;
  }
  const path = join(folder, GENERATE_RECORD);
  if (!existsSync(path)) return undefined;
  const record = parseGenerateRecord(readFileSync(path, 'utf8'));
  if (typeof record === 'string') {
    log(`warning: ${path} is not a request record (${record}); summary.json leaves it out`);
    return undefined;
  }
  return record;
}

/** Writes a file whole or not at all (a kill mid-write leaves the old one). */
function writeAtomically(path: string, text: string): void {
  writeFileSync(path + '.tmp', text);
  renameSync(path + '.tmp', path);
}

/**
 * The output folder: one answers file per language and kind, explanation's stage-1 answers in
 * stage1/, generate.json. Files are only appended to, one whole line per answer, so whatever a kill
 * leaves is valid JSONL up to its last line, and that line (if cut) is dropped when the folder is
 * opened again.
 */
class AnswersFolder {
  /** Answers on disk by answerKey: the scored ones, and explanation's stage-1 answers. */
  readonly answered = new Set<string>();
  readonly stage1 = new Map<string, string>();

  constructor(
    readonly dir: string,
    private readonly log: (s: string) => void,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** Reads the answers already in `file` (relative to the folder), cleaning it first if a line was cut. */
  load(file: string, into: 'answered' | 'stage1'): void {
    const path = join(this.dir, file);
    if (!existsSync(path)) return;
    const text = readFileSync(path, 'utf8');
    const read = readAnswers(text);
    if (read.rewrite) {
      if (read.dropped) this.log(`${path}: dropped ${read.dropped} line(s) that are not a whole answer (a run killed mid-write); they are asked again`);
      writeAtomically(path, [...read.answers.values()].map((l) => JSON.stringify(l) + '\n').join(''));
    }
    for (const [key, line] of read.answers) {
      if (into === 'answered') this.answered.add(key);
      else this.stage1.set(key, line.raw_generation[0]);
    }
  }

  append(file: string, line: Record<string, unknown>): void {
    const path = join(this.dir, file);
    mkdirSync(dirname(path), { recursive: true });
    appendFileSync(path, JSON.stringify(line) + '\n');
  }

  /** Scored answers in the folder's answer files (every language and kind in it). */
  countAnswers(): number {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.jsonl'))
      .reduce((sum, f) => sum + readAnswers(readFileSync(join(this.dir, f), 'utf8')).answers.size, 0);
  }
}

/** A progress line with rate and ETA: a redrawn bar on a terminal, else a plain line every 10%. */
class GenerateProgress {
  private done = 0;
  private lastPlain = -1;
  retries = 0;
  failed = 0;
  private readonly started = Date.now();

  constructor(
    private readonly total: number,
    private readonly log: (s: string) => void,
    private readonly tty: boolean,
  ) {}

  private static duration(s: number): string {
    if (!Number.isFinite(s)) return '?';
    if (s < 60) return `${Math.round(s)}s`;
    if (s < 3600) return `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
    return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  }

  text(): string {
    const secs = (Date.now() - this.started) / 1000;
    const rate = secs > 0 ? this.done / secs : 0;
    const pct = this.total ? Math.floor((this.done / this.total) * 100) : 100;
    const eta = rate > 0 ? GenerateProgress.duration((this.total - this.done) / rate) : '?';
    return `generate ${this.done}/${this.total} (${pct}%) ${rate.toFixed(2)} answers/s, ETA ${eta}, ${this.retries} retries, ${this.failed} failed`;
  }

  tick(): void {
    this.done++;
    this.draw();
  }

  draw(): void {
    const pct = this.total ? Math.floor((this.done / this.total) * 100) : 100;
    if (this.tty) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.text()}\x1b[K`);
      if (this.done === this.total) process.stderr.write('\n');
    } else if (pct >= this.lastPlain + 10 || this.done === this.total) {
      this.lastPlain = pct;
      this.log(this.text());
    }
  }

  /** A message between redraws of the bar. */
  say(s: string): void {
    if (this.tty) process.stderr.write('\r\x1b[K');
    this.log(s);
    if (this.tty) this.draw();
  }
}

/** The deepest cause of an error (fetch wraps the socket's error): its code (ECONNREFUSED, UND_ERR_SOCKET, ...) and message. */
function rootCause(e: unknown): { code?: string; message: string } {
  let code: string | undefined;
  let message = e instanceof Error ? e.message : String(e);
  for (let c: unknown = e, depth = 0; c && typeof c === 'object' && depth < 8; c = (c as { cause?: unknown }).cause, depth++) {
    const own = (c as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
    if (c instanceof Error) message = c.message;
  }
  return { code, message };
}

/** Connection errors that mean "nothing listens there" rather than "the server dropped one request". */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_INVALID_URL', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']);

/** One model endpoint through the official `openai` client; its own retries are off (withRetries does them). */
class Endpoint {
  readonly client: OpenAI;
  readonly gate = new RetryGate();
  requests = 0;
  retries = 0;
  usage: Usage = NO_USAGE;

  constructor(private readonly o: GenerateOptions) {
    this.client = new OpenAI({
      baseURL: o.endpoint.href.replace(/\/+$/, ''),
      // The client needs a string; without --api-key-env no Authorization header is sent at all.
      apiKey: o.apiKey ?? 'none',
      // Never pick up the OpenAI account of this shell (OPENAI_ORG_ID, OPENAI_PROJECT_ID) for another endpoint.
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: o.timeoutMs,
      ...(o.apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
    });
  }

  get where(): string {
    return endpointWithoutSecrets(this.o.endpoint);
  }

  /** What a failed request means (`probe`: the first request of the run, where every error is fatal). */
  classify(e: unknown, probe: boolean): Failure {
    const o = this.o;
    if (e instanceof APIConnectionTimeoutError) return { retry: true, reason: `no answer within ${o.timeoutMs / 1000} s (--timeout)` };
    if (e instanceof APIConnectionError) {
      const cause = rootCause(e);
      // fetch refuses some URLs outright ("bad port"): no retry makes them work.
      if (probe && ((cause.code && UNREACHABLE.has(cause.code)) || /bad port|invalid url/i.test(cause.message)))
        return { retry: false, fatal: true, reason: `cannot reach ${this.where} (${cause.message}): is the server running, and is --endpoint its base URL?` };
      return { retry: true, reason: `connection failed (${cause.message})` };
    }
    if (e instanceof APIError && typeof e.status === 'number') {
      const s = e.status;
      const said = e.message;
      if (s === 429 || s === 408 || s >= 500) return { retry: true, reason: said, retryAfterMs: retryAfterMs(e.headers) };
      if (s === 401 || s === 403)
        return {
          retry: false,
          fatal: true,
          reason: `${this.where} refused the API key (${said}): ${o.keyEnv ? `check the key in $${o.keyEnv}` : 'it needs one: put it in an environment variable and name it with --api-key-env VAR'}`,
        };
      if (s === 404) return { retry: false, fatal: true, reason: said, status: s };
      return { retry: false, fatal: probe, reason: said, status: s };
    }
    return { retry: false, fatal: probe, reason: (e as Error)?.message ?? String(e) };
  }

  /** The message for a request given up on; for a 404, the models the endpoint serves, or that nothing OpenAI-like answers at that path. */
  async explain(e: GaveUp): Promise<string> {
    if (e.status !== 404) return e.reason;
    try {
      const models: string[] = [];
      for await (const m of this.client.models.list({ timeout: 10_000 })) models.push(m.id);
      return `${e.reason}: model "${this.o.model}" is not served at ${this.where}; it serves: ${models.join(', ') || 'nothing listed'} (--model)`;
    } catch {
      return `${e.reason}: no OpenAI-compatible API answers at ${this.where}; the base URL usually ends in /v1 (vLLM http://HOST:8000/v1, Ollama http://HOST:11434/v1, llama.cpp http://HOST:8080/v1)`;
    }
  }

  /** One answer, with retries; GaveUp when given up, the signal's reason when aborted. */
  async ask(prompt: ModelPrompt, signal: AbortSignal, probe: boolean, onRetry: (reason: string, waitMs: number) => void): Promise<Answer> {
    const { model, sampling } = this.o;
    const params = { model, temperature: sampling.temperature, top_p: sampling.top_p, max_tokens: sampling.max_tokens };
    return withRetries(
      async (runSignal) => {
        this.requests++;
        // A signal of its own per request: the client adds an abort listener to the signal it is given
        // and never removes it, which on the run's one signal would pile up over thousands of requests.
        const request = new AbortController();
        const forward = () => request.abort(runSignal?.reason);
        runSignal?.addEventListener('abort', forward, { once: true });
        const signal = request.signal;
        try {
          if (prompt.api === 'chat') {
            const r = await this.client.chat.completions.create({ ...params, messages: prompt.messages, stream: false }, { signal });
            this.usage = addUsage(this.usage, usageOf(r.usage));
            const choice = r.choices?.[0];
            const refusal = choice?.message?.refusal;
            return { text: choice?.message?.content ?? '', finishReason: choice?.finish_reason ?? null, ...(refusal ? { refusal } : {}) };
          }
          const r = await this.client.completions.create({ ...params, prompt: prompt.prompt, stream: false }, { signal });
          this.usage = addUsage(this.usage, usageOf(r.usage));
          const choice = r.choices?.[0];
          return { text: choice?.text ?? '', finishReason: choice?.finish_reason ?? null };
        } finally {
          runSignal?.removeEventListener('abort', forward);
        }
      },
      (e) => this.classify(e, probe),
      {
        policy: this.o.retry,
        signal,
        gate: this.gate,
        onRetry: ({ waitMs, reason }) => {
          this.retries++;
          onRetry(reason, waitMs);
        },
      },
    );
  }
}

/** Why a run stopped early. */
type Halt = { kind: 'interrupted' } | { kind: 'fatal'; message: string };

export interface GenerateOutcome {
  code: number;
  /** The answers folder (evaluate's --samples). */
  dir: string;
}

function identityOf(o: GenerateOptions, templateHash: string, datasetSha256: string): RequestIdentity {
  return { task: o.task, model: o.model, api: o.api, parameters: o.sampling, prompt_template_sha256: templateHash, dataset_sha256: datasetSha256 };
}

/** Asks for every missing answer; returns the exit code and the folder. */
export async function generate(args: GenerateArgs, log: (s: string) => void, tty = false): Promise<GenerateOutcome> {
  const o = parseGenerateOptions(args);
  const dir = o.out;
  if (o.n > 1 && o.sampling.temperature === 0)
    log(`warning: --n ${o.n} with --temperature 0 asks for the same greedy answer ${o.n} times; pass@k needs sampling (e.g. --temperature 0.2 --top-p 0.95)`);

  const { sha256, records } = await loadSourceRecords(diskDataSource(), { kind: o.task, variants: o.variants, languages: o.languages, limit: o.limit });
  const templateHash = await promptTemplateHash(o.api, o.sampling.system ?? undefined);
  const identity = identityOf(o, templateHash, sha256);

  const recordPath = join(dir, GENERATE_RECORD);
  let previous: GenerateRecord | undefined;
  if (existsSync(recordPath)) {
    const parsed = parseGenerateRecord(readFileSync(recordPath, 'utf8'));
    if (typeof parsed === 'string') throw new Error(`${recordPath} is not a request record (${parsed}); use another --out`);
    const mismatch = requestMismatch(parsed, identity);
    if (mismatch) throw new Error(`${dir} holds answers asked differently (${mismatch}); their scores would mix two setups. Use another --out.`);
    previous = parsed;
  }

  const folder = new AnswersFolder(dir, log);
  for (const file of new Set(records.map((r) => answersFileName(r.task)))) folder.load(file, 'answered');
  if (o.task === 'explanation') for (const file of new Set(records.map((r) => stage1FileName(r.task)))) folder.load(file, 'stage1');
  const units = planUnits(records, o.n, folder.answered, folder.stage1);
  const wanted = records.length * o.n;
  if (wanted - units.length) log(`resuming: ${wanted - units.length} of ${wanted} answer(s) already in ${dir}, ${units.length} to ask`);
  if (!units.length) {
    log(`nothing to ask: all ${wanted} answer(s) are in ${dir}`);
    return { code: 0, dir };
  }

  const endpoint = new Endpoint(o);
  const progress = new GenerateProgress(units.length, log, tty);
  const halt = new AbortController();
  // Each request in flight and each retry wait listens to it: up to two per slot.
  setMaxListeners(Math.max(10, 2 * o.concurrency + 4), halt.signal);
  let retryLines = 0;
  const onRetry = (unit: Unit) => (reason: string, waitMs: number) => {
    progress.retries++;
    if (++retryLines <= 20) progress.say(`retrying ${unit.source.task.id} (sample ${unit.sample}) in ${(waitMs / 1000).toFixed(1)} s: ${reason}`);
    else if (retryLines === 21) progress.say('further retries are only counted on the progress line');
  };

  const ask = (unit: Unit, text: string, probe: boolean) => endpoint.ask(modelPrompt(text, o.api, o.sampling.system ?? undefined), halt.signal, probe, onRetry(unit));
  let answers = 0;
  const answerUnit = async (unit: Unit, probe: boolean) => {
    const { task } = unit.source;
    const record = unit.source.record;
    if (o.task === 'explanation') {
      let docstring = unit.stage1;
      if (docstring === undefined) {
        const first = await ask(unit, taskText(task, o.api), probe);
        folder.append(stage1FileName(task), answerLine(record, unit.sample, first));
        docstring = first.text;
      }
      const instruction = stage2Instruction(task, docstring);
      folder.append(answersFileName(task), stage2Line(record, unit.sample, docstring, instruction, await ask(unit, instruction, probe)));
    } else folder.append(answersFileName(task), answerLine(record, unit.sample, await ask(unit, taskText(task, o.api), probe)));
    answers++;
    progress.tick();
  };

  const started = new Date().toISOString();
  let stop: Halt | undefined;
  const interrupt = () => {
    if (stop) return;
    stop = { kind: 'interrupted' };
    progress.say('stopping: no new requests; answers in flight are dropped (asked again by the next run)');
    halt.abort(new Error('interrupted'));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  // The first request alone: a wrong URL, model or key stops here, before thousands of requests fail the same way.
  try {
    await answerUnit(units[0], true);
  } catch (e) {
    process.removeListener('SIGINT', interrupt);
    process.removeListener('SIGTERM', interrupt);
    if (halt.signal.aborted) {
      log('interrupted before the first answer arrived: run the same command again to start');
      return { code: EXIT_INTERRUPTED, dir };
    }
    if (!(e instanceof GaveUp)) throw e;
    log(`mcjudge: the endpoint's first answer failed, so nothing more is asked: ${await endpoint.explain(e)}`);
    return { code: 1, dir };
  }

  const run: GenerateRun = {
    endpoint: endpoint.where,
    started,
    ended: null,
    outcome: 'running',
    languages: o.languages.map((l) => l.name),
    ...(o.variants ? { kinds: o.variants } : {}),
    limit: o.limit ?? null,
    n: o.n,
    concurrency: o.concurrency,
    requests: 0,
    retries: 0,
    answers: 0,
    failed: 0,
    usage: NO_USAGE,
  };
  const writeRecord = () => {
    Object.assign(run, { requests: endpoint.requests, retries: endpoint.retries, answers, failed: progress.failed, usage: endpoint.usage });
    const runs = [...(previous?.runs ?? []), run];
    const record: GenerateRecord = {
      mcjudge_version: mcjudgeVersion(),
      ...identity,
      endpoint: endpoint.where,
      started: previous?.started ?? started,
      ended: run.ended,
      answers: folder.countAnswers(),
      usage: runs.reduce((u, r) => addUsage(u, r.usage), NO_USAGE),
      runs,
    };
    writeAtomically(recordPath, JSON.stringify(record, null, 1) + '\n');
  };
  writeRecord();
  let lastWrite = Date.now();

  const failures: string[] = [];
  try {
    await runPool(units.slice(1), o.concurrency, async (unit) => {
      if (halt.signal.aborted) return;
      try {
        await answerUnit(unit, false);
      } catch (e) {
        if (halt.signal.aborted) return;
        if (!(e instanceof GaveUp)) throw e;
        if (e.fatal) {
          const fatal: Halt = { kind: 'fatal', message: e.reason };
          stop = fatal;
          halt.abort(new Error(e.reason));
          fatal.message = await endpoint.explain(e);
          return;
        }
        progress.failed++;
        failures.push(`${unit.source.task.id} (sample ${unit.sample}): ${e.reason}`);
        progress.say(`gave up on ${unit.source.task.id} (sample ${unit.sample}): ${e.reason}`);
      }
      if (Date.now() - lastWrite > 5000) {
        lastWrite = Date.now();
        writeRecord();
      }
    });
  } finally {
    process.removeListener('SIGINT', interrupt);
    process.removeListener('SIGTERM', interrupt);
    run.ended = new Date().toISOString();
    const halted = stop as Halt | undefined;
    run.outcome = halted?.kind === 'interrupted' ? 'interrupted' : halted?.kind === 'fatal' ? 'endpoint_error' : progress.failed ? 'incomplete' : 'complete';
    writeRecord();
  }

  const u = endpoint.usage;
  const summary = `${answers} answer(s) written to ${dir} (${endpoint.requests} requests, ${endpoint.retries} retries; ${u.prompt_tokens} prompt + ${u.completion_tokens} completion tokens)`;
  const halted = stop as Halt | undefined;
  if (halted?.kind === 'interrupted') {
    log(`interrupted: ${summary}; ${units.length - answers} still to ask: run the same command again to continue`);
    return { code: EXIT_INTERRUPTED, dir };
  }
  if (halted?.kind === 'fatal') {
    log(`mcjudge: stopped, the endpoint refuses every request: ${halted.message}; ${summary}`);
    return { code: 1, dir };
  }
  if (failures.length) {
    log(`${summary}; ${failures.length} answer(s) could not be had, e.g. ${failures[0]}: run the same command again to ask for just those`);
    return { code: EXIT_INCOMPLETE, dir };
  }
  log(summary);
  return { code: 0, dir };
}

export async function generateCommand(args: GenerateArgs, log: (s: string) => void, tty = false): Promise<number> {
  return (await generate(args, log, tty)).code;
}


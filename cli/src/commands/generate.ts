import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { setMaxListeners } from 'node:events';
import { dirname, join } from 'node:path';
import {
  LANGUAGES,
  type GenerationSpec,
  ModelEndpoint,
  NO_USAGE,
  addUsage,
  askUnits,
  answersFileName,
  describeGenerateProgress,
  endpointWithoutSecrets,
  loadSourceRecords,
  parseGenerateRecord,
  percentDone,
  planUnits,
  promptTemplateHash,
  readAnswers,
  requestMismatch,
  stage1FileName,
  DEFAULT_RETRY_POLICY,
  type Api,
  type AskUnitsOutcome,
  type CompletionVariant,
  type FailureWording,
  type GenerateRecord,
  type GenerateRun,
  type Language,
  type RequestIdentity,
  type TaskKind,
  type Unit,
} from '@mcjudge/core';
import { diskDataSource, openAiEndpoint } from '@mcjudge/server';
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

interface GenerateOptions extends GenerationSpec {
  /** The environment variable the key came from (for messages), and the key; none: no Authorization header. */
  keyEnv?: string;
  apiKey?: string;
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

  text(): string {
    return describeGenerateProgress({ done: this.done, total: this.total, retries: this.retries, failed: this.failed, elapsedMs: Date.now() - this.started });
  }

  tick(): void {
    this.done++;
    this.draw();
  }

  draw(): void {
    const pct = percentDone({ done: this.done, total: this.total });
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

/** The model endpoint through the official `openai` client (server/generate/openai-endpoint.ts), worded for the CLI's flags. */
function openEndpoint(o: GenerateOptions): ModelEndpoint {
  const where = endpointWithoutSecrets(o.endpoint);
  const words: FailureWording = {
    where,
    timeout: `no answer within ${o.timeoutMs / 1000} s (--timeout)`,
    keyAdvice: o.keyEnv ? `check the key in $${o.keyEnv}` : 'it needs one: put it in an environment variable and name it with --api-key-env VAR',
    unreachable: (message) => `cannot reach ${where} (${message}): is the server running, and is --endpoint its base URL?`,
  };
  return openAiEndpoint({ baseURL: o.endpoint.href, apiKey: o.apiKey, timeoutMs: o.timeoutMs, model: o.model, sampling: o.sampling, retry: o.retry, words, modelField: '--model' });
}

export interface GenerateOutcome {
  code: number;
  /** The answers folder (evaluate's --samples). */
  dir: string;
}

function identityOf(o: GenerateOptions, templateHash: string, datasetSha256: string): RequestIdentity {
  return { task: o.task, model: o.model, api: o.api, parameters: o.sampling, prompt_template_sha256: templateHash, dataset_sha256: datasetSha256 };
}

/** What `run` needs to evaluate answers as they arrive (docs/generation.md#mcjudge-run). */
export interface GenerateHooks {
  /**
   * The answers folder is read (lines cut by a kill dropped), before any request: the answers already
   * there can be evaluated now. `toAsk`: the answers this run asks for.
   */
  onReady?: (ready: { dir: string; task: TaskKind; languages: Language[]; toAsk: number }) => void | Promise<void>;
  /** A scored answer (for explanation, the stage-2 one), once its line is appended to `file` (a path in the folder). */
  onAnswer?: (file: string, line: Record<string, unknown>) => void;
}

/** Asks for every missing answer; returns the exit code and the folder. */
export async function generate(args: GenerateArgs, log: (s: string) => void, tty = false, hooks: GenerateHooks = {}): Promise<GenerateOutcome> {
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
  await hooks.onReady?.({ dir, task: o.task, languages: o.languages, toAsk: units.length });
  if (!units.length) {
    log(`nothing to ask: all ${wanted} answer(s) are in ${dir}`);
    return { code: 0, dir };
  }

  const endpoint = openEndpoint(o);
  const where = endpointWithoutSecrets(o.endpoint);
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

  const started = new Date().toISOString();
  const interrupt = () => {
    if (halt.signal.aborted) return;
    progress.say('stopping: no new requests; answers in flight are dropped (asked again by the next run)');
    halt.abort(new Error('interrupted'));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  let answers = 0;
  /** This run in generate.json: written once the first answer is in (a wrong URL, model or key leaves no record). */
  let run: GenerateRun | undefined;
  const writeRecord = () => {
    if (!run) return;
    Object.assign(run, { requests: endpoint.requests, retries: endpoint.retries, answers, failed: progress.failed, usage: endpoint.usage });
    const runs = [...(previous?.runs ?? []), run];
    const record: GenerateRecord = {
      mcjudge_version: mcjudgeVersion(),
      ...identity,
      endpoint: where,
      started: previous?.started ?? started,
      ended: run.ended,
      answers: folder.countAnswers(),
      usage: runs.reduce((u, r) => addUsage(u, r.usage), NO_USAGE),
      runs,
    };
    writeAtomically(recordPath, JSON.stringify(record, null, 1) + '\n');
  };
  let lastWrite = Date.now();
  const writeNowAndThen = () => {
    if (Date.now() - lastWrite <= 5000) return;
    lastWrite = Date.now();
    writeRecord();
  };

  const failures: string[] = [];
  let asked: AskUnitsOutcome | undefined;
  try {
    asked = await askUnits(units, {
      task: o.task,
      api: o.api,
      system: o.sampling.system ?? undefined,
      concurrency: o.concurrency,
      halt,
      ask: (prompt, unit, probe, signal) => endpoint.ask(prompt, signal, probe, onRetry(unit)),
      onStage1: (unit, line) => folder.append(stage1FileName(unit.source.task), line),
      onAnswer: (unit, line) => {
        const file = answersFileName(unit.source.task);
        folder.append(file, line);
        hooks.onAnswer?.(join(dir, file), line);
        answers++;
        progress.tick();
        writeNowAndThen();
      },
      onFirstAnswer: () => {
        run = {
          endpoint: where,
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
        writeRecord();
        lastWrite = Date.now();
      },
      onGaveUp: (unit, e) => {
        progress.failed++;
        failures.push(`${unit.source.task.id} (sample ${unit.sample}): ${e.reason}`);
        progress.say(`gave up on ${unit.source.task.id} (sample ${unit.sample}): ${e.reason}`);
        writeNowAndThen();
      },
    });
  } finally {
    process.removeListener('SIGINT', interrupt);
    process.removeListener('SIGTERM', interrupt);
    if (run) {
      run.ended = new Date().toISOString();
      run.outcome = asked?.outcome ?? 'incomplete';
      writeRecord();
    }
  }

  if (!asked.firstAnswered) {
    if (!asked.error) {
      log('interrupted before the first answer arrived: run the same command again to start');
      return { code: EXIT_INTERRUPTED, dir };
    }
    log(`mcjudge: the endpoint's first answer failed, so nothing more is asked: ${await endpoint.explain(asked.error)}`);
    return { code: 1, dir };
  }

  const u = endpoint.usage;
  const summary = `${answers} answer(s) written to ${dir} (${endpoint.requests} requests, ${endpoint.retries} retries; ${u.prompt_tokens} prompt + ${u.completion_tokens} completion tokens)`;
  if (asked.outcome === 'interrupted') {
    log(`interrupted: ${summary}; ${units.length - answers} still to ask: run the same command again to continue`);
    return { code: EXIT_INTERRUPTED, dir };
  }
  if (asked.outcome === 'endpoint_error') {
    log(`mcjudge: stopped, the endpoint refuses every request: ${await endpoint.explain(asked.error!)}; ${summary}`);
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


import { describeZodError } from '../dataset/schema.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, RuntimeId } from '../types.ts';
import { ExecResultSchema, LanguagesResponseSchema, type LanguagesResponse } from './api-schema.ts';
import { sleep } from '../generate/retry.ts';
import { cancelledResult, type ExecuteOptions, type Executor } from './executor.ts';

export interface RemoteExecutorOptions {
  /** The server's base URL (`http://127.0.0.1:8080`). */
  server: string;
  /** Bearer token (the server's MCJUDGE_TOKEN). */
  token?: string;
  /** How long to keep retrying while the server says it is busy (429), default 10 minutes. */
  busyRetryMs?: number;
  /**
   * How long an outage is waited out (connection refused or reset, 502/503/504, an answer cut short),
   * default 2 minutes. The clock is shared by all programs: once the server has been unreachable this
   * long, each further program gets one try, then `infraError`, until the server answers again.
   * Before the server has answered once, a refused connection is a wrong address, not an outage: no retry.
   */
  outageRetryMs?: number;
  fetch?: typeof fetch;
}

/** One request's outcome: a result, a busy server, a failure worth retrying, or a final failure. */
type Attempt =
  | { kind: 'result'; result: ExecResult }
  | { kind: 'busy'; retryAfterMs?: number; message: string }
  | { kind: 'transient'; retryAfterMs?: number; message: string }
  | { kind: 'failed'; message: string };

const TRANSIENT_STATUS = new Set([502, 503, 504]);
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5000;

/** Exponential backoff with jitter: half the delay fixed, half random, so clients do not retry in step. */
function backoffMs(attempt: number): number {
  const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return delay / 2 + Math.random() * (delay / 2);
}

function retryAfterMs(res: Response): number | undefined {
  const after = Number(res.headers.get('retry-after'));
  return Number.isFinite(after) && after > 0 ? after * 1000 : undefined;
}

/** A pause that a cancel ends early (the caller then sees the signal aborted). */
const pause = (ms: number, signal?: AbortSignal) => sleep(ms, signal).catch(() => undefined);

/**
 * Runs programs on an mcjudge server (`POST /api/v1/execute`); judging stays with the caller, so a
 * verdict is the same whichever executor ran the program. A busy server and a passing outage are
 * retried with backoff; what is still failing after that is an infra error, never a verdict.
 */
export class RemoteExecutor implements Executor {
  readonly name = 'remote';
  private languages?: Promise<LanguagesResponse | string>;
  private readonly base: string;
  private readonly fetch: typeof fetch;
  /** When the current outage began (the first transient failure since the last answer), if any. */
  private downSince?: number;
  /** The server has answered at least once (any HTTP status), so a failure now is an outage. */
  private answered = false;
  constructor(private readonly options: RemoteExecutorOptions) {
    this.base = options.server.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  private headers(json: boolean): Record<string, string> {
    return { ...(json ? { 'content-type': 'application/json' } : {}), ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}) };
  }

  /** The server's language list, fetched once; a string says why it could not be read. */
  list(): Promise<LanguagesResponse | string> {
    this.languages ??= (async () => {
      try {
        const res = await this.fetch(`${this.base}/api/v1/languages`, { headers: this.headers(false) });
        this.answered = true;
        if (!res.ok) return `server ${this.base} answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
        const parsed = LanguagesResponseSchema.safeParse(await res.json());
        return parsed.success ? parsed.data : `server ${this.base} sent an unexpected language list: ${describeZodError(parsed.error)}`;
      } catch (e) {
        return `server ${this.base} is unreachable: ${(e as Error).message}`;
      }
    })();
    return this.languages;
  }

  async unavailableReason(language: Language): Promise<string | undefined> {
    const list = await this.list();
    if (typeof list === 'string') return list;
    const entry = list.languages.find((l) => l.name === language.name);
    if (!entry) return `server ${this.base} does not know ${language.name}`;
    return entry.available ? undefined : `server ${this.base}: ${entry.reason ?? `${language.name} is not installed there`}`;
  }

  async runtime(language: Language): Promise<RuntimeId> {
    const list = await this.list();
    const entry = typeof list === 'string' ? undefined : list.languages.find((l) => l.name === language.name);
    return entry?.runtime ?? { id: 'remote', version: 'unknown' };
  }

  /** One POST: the whole answer is read before it counts, so a response cut short is a transient failure. */
  private async attempt(body: string, signal: AbortSignal | undefined): Promise<Attempt> {
    let res: Response;
    let text: string;
    try {
      // A cancel closes the request: the server stops the program when its client goes away.
      res = await this.fetch(`${this.base}/api/v1/execute`, { method: 'POST', headers: this.headers(true), body, signal });
    } catch (e) {
      return { kind: 'transient', message: `server ${this.base} is unreachable: ${errorText(e)}` };
    }
    this.answered = true;
    if (res.status === 429) {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'busy', retryAfterMs: retryAfterMs(res), message: `server ${this.base} stayed busy (429)` };
    }
    try {
      text = await res.text();
    } catch (e) {
      return { kind: 'transient', message: `server ${this.base} cut its answer short: ${errorText(e)}` };
    }
    if (TRANSIENT_STATUS.has(res.status)) return { kind: 'transient', retryAfterMs: retryAfterMs(res), message: `server ${this.base} answered ${res.status}: ${text.slice(0, 200)}` };
    if (!res.ok) return { kind: 'failed', message: `server ${this.base} answered ${res.status}: ${text.slice(0, 500)}` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // A 200 whose JSON does not parse was cut short (or garbled on the way): ask again.
      return { kind: 'transient', message: `server ${this.base} sent an incomplete answer (${text.length} characters)` };
    }
    const parsed = ExecResultSchema.safeParse(json);
    return parsed.success ? { kind: 'result', result: parsed.data } : { kind: 'failed', message: `server ${this.base} sent an unexpected result: ${describeZodError(parsed.error)}` };
  }

  async execute(program: Program, language: Language, options: ExecuteOptions = {}): Promise<ExecResult> {
    const { signal } = options;
    const runtime = await this.runtime(language);
    const failed = (infraError: string): ExecResult => ({ infraError, steps: [], runtime, wallMs: 0 });
    const outageMs = this.options.outageRetryMs ?? 120_000;
    const busyDeadline = Date.now() + (this.options.busyRetryMs ?? 600_000);
    const body = JSON.stringify({ language: language.name, program });
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) return cancelledResult(runtime);
      const outcome = await this.attempt(body, signal);
      if (signal?.aborted) return cancelledResult(runtime);
      switch (outcome.kind) {
        case 'result':
          this.downSince = undefined;
          return outcome.result;
        case 'failed':
          this.downSince = undefined; // it answered: the server is up
          return failed(outcome.message);
        case 'busy': {
          this.downSince = undefined;
          const left = busyDeadline - Date.now();
          if (left <= 0) return failed(outcome.message);
          await pause(Math.min(left, outcome.retryAfterMs ?? Math.min(5000, 100 * 2 ** attempt)), signal);
          continue;
        }
        case 'transient': {
          if (!this.answered) return failed(outcome.message);
          const now = Date.now();
          this.downSince ??= now;
          const left = this.downSince + outageMs - now;
          if (left <= 0) return failed(`${outcome.message} (still failing after ${Math.round((now - this.downSince) / 1000)} s of retries)`);
          await pause(Math.min(left, outcome.retryAfterMs ?? backoffMs(attempt)), signal);
          continue;
        }
        default: {
          const never: never = outcome;
          throw new Error(`unknown attempt ${JSON.stringify(never)}`);
        }
      }
    }
  }
}

/** `fetch failed` alone says little: add the cause's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET). */
function errorText(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message} (${cause})` : err.message;
}

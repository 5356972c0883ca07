import { describeZodError } from '../dataset/schema.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, RuntimeId } from '../types.ts';
import { ExecResultSchema, LanguagesResponseSchema, type LanguagesResponse } from './api-schema.ts';
import type { Executor } from './executor.ts';

export interface RemoteExecutorOptions {
  /** The server's base URL (`http://127.0.0.1:8080`). */
  server: string;
  /** Bearer token (the server's MCJUDGE_TOKEN). */
  token?: string;
  /** How long to keep retrying while the server says it is busy (429/503), default 10 minutes. */
  busyRetryMs?: number;
  fetch?: typeof fetch;
}

/**
 * Runs programs on an mcjudge server (`POST /api/v1/execute`); judging stays with the caller, so a
 * verdict is the same whichever executor ran the program. Network failures are infra errors, never
 * verdicts; a busy server is retried with backoff.
 */
export class RemoteExecutor implements Executor {
  readonly name = 'remote';
  private languages?: Promise<LanguagesResponse | string>;
  private readonly base: string;
  private readonly fetch: typeof fetch;
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

  async execute(program: Program, language: Language): Promise<ExecResult> {
    const runtime = await this.runtime(language);
    const failed = (infraError: string): ExecResult => ({ infraError, steps: [], runtime, wallMs: 0 });
    const deadline = Date.now() + (this.options.busyRetryMs ?? 600_000);
    const body = JSON.stringify({ language: language.name, program });
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetch(`${this.base}/api/v1/execute`, { method: 'POST', headers: this.headers(true), body });
      } catch (e) {
        return failed(`server ${this.base} is unreachable: ${(e as Error).message}`);
      }
      if ((res.status === 429 || res.status === 503) && Date.now() < deadline) {
        await res.body?.cancel();
        const after = Number(res.headers.get('retry-after'));
        await new Promise((r) => setTimeout(r, Number.isFinite(after) && after > 0 ? after * 1000 : Math.min(5000, 100 * 2 ** attempt)));
        continue;
      }
      if (!res.ok) return failed(`server ${this.base} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
      const parsed = ExecResultSchema.safeParse(await res.json().catch(() => undefined));
      return parsed.success ? parsed.data : failed(`server ${this.base} sent an unexpected result: ${describeZodError(parsed.error)}`);
    }
  }
}

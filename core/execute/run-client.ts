import { sha256Hex } from '../dataset/manifest.ts';
import { sleep } from '../generate/retry.ts';
import { STATUSES, type Mode, type SampleResult, type TaskKind } from '../types.ts';

/**
 * A client of the server's durable runs (`POST /api/v1/runs`, then `GET /runs/:id/results?after=N`):
 * sends answer files to be judged on the server and follows their results. Used by the CLI's
 * `evaluate --executor remote` and by the web app for the languages only the server runs.
 *
 * The run does not depend on the client: a dropped connection reconnects from the last result it got,
 * and a client that stops (killed, the page reloaded) picks the same run up when it evaluates the same
 * input again (`SavedRunPlace` keeps which run that is). A run the server no longer has (a restart
 * without Redis) is started again for what is still missing. What never came back is the caller's
 * to report as not run, never as a failure.
 */

export interface RunClientOptions {
  /** The server's base URL. */
  server: string;
  token?: string;
  mode: Mode;
  task?: TaskKind;
  /** Language names (the registry's). */
  languages?: string[];
  compare: boolean;
  /** How long an unreachable server is waited for before this client gives up following (ms). */
  retryMs: number;
  /** Where the run of this input is remembered between sessions (a file, the browser's storage). */
  saved: SavedRunPlace;
  log: (line: string) => void;
  /** How its user picks the run up again, as said in messages ("run the same command again"). */
  again: string;
  /** Stops following (the run goes on on the server; `cancel` stops it). */
  signal?: AbortSignal;
}

/** Which run of which server holds an input's evaluation. */
export interface SavedRunRef {
  server: string;
  run_id: string;
  input_sha256: string;
}

export interface SavedRunPlace {
  load(): SavedRunRef | undefined | Promise<SavedRunRef | undefined>;
  save(ref: SavedRunRef): void | Promise<void>;
}

/** How following ended: the run's own end, this client giving up on an unreachable server, or told to stop. */
export type RunClientOutcome =
  | { ended: 'done' | 'cancelled' | 'failed'; runId: string; error?: string }
  | { ended: 'unreachable'; runId?: string; error: string }
  | { ended: 'stopped'; runId?: string };

/** One answers file as read: its text (the lines are sent as they are). */
export interface AnswersText {
  file: string;
  text: string;
}

/** A generation's identity: the results a client waits for. */
export interface GenerationKey {
  task_id: string;
  kind: TaskKind;
  generation: number;
}

export const generationKey = (r: GenerationKey) => `${r.kind}:${r.task_id}:${r.generation}`;

type RunEvent = { event: 'result'; index: number; result: SampleResult } | { event: 'end'; state: string; error?: string };

const RECONNECT_MAX_MS = 5000;

/** Transient trouble: the server is unreachable, restarting, or cut a stream short. */
class Unreachable extends Error {}

export class RunClient {
  private readonly base: string;
  private current: string | undefined;

  constructor(private readonly o: RunClientOptions) {
    this.base = o.server.replace(/\/+$/, '');
  }

  /** The run being followed (to cancel it), once there is one. */
  get runId(): string | undefined {
    return this.current;
  }

  /**
   * Has the `wanted` generations of `answers` judged on the server, calling `onResult` once per wanted
   * generation as its result comes (others the run holds are skipped). `answers`: every answers file,
   * whole (its hash names the input, so a later evaluation of the same input finds its run); a new run
   * is sent only the records that still have a wanted generation.
   */
  async evaluate(answers: AnswersText[], wanted: Iterable<GenerationKey>, onResult: (result: SampleResult) => void | Promise<void>): Promise<RunClientOutcome> {
    const missing = new Map([...wanted].map((w) => [generationKey(w), w]));
    const input = await sha256Hex(JSON.stringify([this.query(), answers.map((a) => a.text)]));
    let runId: string | undefined;
    let after = 0;
    let downSince: number | undefined;
    for (let attempt = 0; missing.size > 0; attempt++) {
      if (this.o.signal?.aborted) return { ended: 'stopped', runId };
      const before = after;
      try {
        runId ??= (await this.resume(input)) ?? (await this.create(input, answers, missing));
        this.current = runId;
        const end = await this.follow(runId, after, async (index, result) => {
          after = index + 1;
          downSince = undefined;
          const key = generationKey(result);
          if (!missing.delete(key)) return; // judged before, or not asked for
          await onResult(result);
        });
        downSince = undefined;
        if (end === 'gone') {
          this.o.log(`the server no longer has run ${runId} (restarted without Redis?): starting a new run for the ${missing.size} sample(s) still missing`);
          runId = undefined;
          after = 0;
          continue;
        }
        if (end === undefined) {
          // The stream was cut short (or this client told to stop): follow again from `after`.
          if (after === before) await sleep(200, this.o.signal).catch(() => undefined);
          continue;
        }
        return { ended: end.state as 'done' | 'cancelled' | 'failed', runId, ...(end.error ? { error: end.error } : {}) };
      } catch (e) {
        if (this.o.signal?.aborted) return { ended: 'stopped', runId };
        if (!(e instanceof Unreachable)) throw e;
        const now = Date.now();
        downSince ??= now;
        if (now - downSince >= this.o.retryMs) {
          const goesOn = runId ? `; its run ${runId} goes on there: ${this.o.again} to pick up its results` : '';
          return { ended: 'unreachable', runId, error: `${e.message} (still failing after ${Math.round((now - downSince) / 1000)} s)${goesOn}` };
        }
        await sleep(Math.min(RECONNECT_MAX_MS, 200 * 2 ** Math.min(attempt, 5), this.o.retryMs - (now - downSince)), this.o.signal).catch(() => undefined);
      }
    }
    return { ended: 'done', runId: runId ?? '' };
  }

  /** Cancels a run on the server (no program of it starts afterwards); false if it could not be told. */
  async cancel(runId: string): Promise<boolean> {
    try {
      const res = await fetch(`${this.base}/api/v1/runs/${runId}`, { method: 'DELETE', headers: this.headers() });
      await res.body?.cancel().catch(() => undefined);
      return res.ok || res.status === 409;
    } catch {
      return false;
    }
  }

  private query(): Record<string, string> {
    const q: Record<string, string> = { mode: this.o.mode, compare: this.o.compare ? '1' : '0' };
    if (this.o.task) q.task = this.o.task;
    if (this.o.languages) q.languages = this.o.languages.join(',');
    return q;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...extra, ...(this.o.token ? { authorization: `Bearer ${this.o.token}` } : {}) };
  }

  /** A network failure, or an answer meaning "try again" (5xx, 429), as Unreachable; anything else as an Error. */
  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(this.base + path, { ...init, signal: this.o.signal, headers: this.headers(init.headers as Record<string, string>) });
    } catch (e) {
      const cause = (e as Error & { cause?: { code?: string } }).cause?.code;
      throw new Unreachable(`server ${this.base} is unreachable: ${(e as Error).message}${cause ? ` (${cause})` : ''}`);
    }
    if (res.status >= 500 || res.status === 429) {
      const text = await res.text().catch(() => '');
      throw new Unreachable(`server ${this.base} answered ${res.status}: ${text.slice(0, 200)}`);
    }
    return res;
  }

  /** The run saved for this input on this server, if the server still has it and it can still end well. */
  private async resume(input: string): Promise<string | undefined> {
    const saved = await this.o.saved.load();
    if (!saved || saved.server !== this.base || saved.input_sha256 !== input) return undefined;
    const res = await this.request(`/api/v1/runs/${saved.run_id}`);
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      this.o.log(`the server no longer has run ${saved.run_id} (restarted without Redis, or expired): starting a new run for what is still missing`);
      return undefined;
    }
    if (!res.ok) throw new Error(`server ${this.base} answered ${res.status} for run ${saved.run_id}: ${(await res.text()).slice(0, 300)}`);
    const record = (await res.json()) as { state: string; done: number; total?: number };
    if (record.state === 'failed' || record.state === 'cancelled') {
      this.o.log(`the server's run ${saved.run_id} ended ${record.state}: starting a new run for what is still missing`);
      return undefined;
    }
    this.o.log(`following the server's run ${saved.run_id} again (${record.state}, ${record.done}${record.total ? `/${record.total}` : ''} judged there)`);
    return saved.run_id;
  }

  /** A new run of the records that still have a generation to judge; its id is saved before anything else. */
  private async create(input: string, answers: AnswersText[], missing: Map<string, GenerationKey>): Promise<string> {
    const ids = new Set([...missing.values()].map((w) => w.task_id));
    const lines = answers.flatMap((a) => a.text.split('\n').filter((line) => ids.has(taskIdOf(line) ?? '')));
    const res = await this.request(`/api/v1/runs?${new URLSearchParams(this.query())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson' },
      body: lines.join('\n') + '\n',
    });
    const text = await res.text();
    if (res.status !== 202) throw new Error(`server ${this.base} refused the run (${res.status}): ${text.slice(0, 500)}`);
    const { run_id: runId } = JSON.parse(text) as { run_id: string };
    await this.o.saved.save({ server: this.base, run_id: runId, input_sha256: input });
    this.o.log(`the server runs the evaluation as run ${runId} (${lines.length} record(s)); it goes on if this client stops: ${this.o.again} to pick it up`);
    return runId;
  }

  /** Reads results from `after` until the run's end (returned), the run being gone, or the stream cut short (undefined). */
  private async follow(runId: string, after: number, each: (index: number, result: SampleResult) => Promise<void>): Promise<{ state: string; error?: string } | 'gone' | undefined> {
    const res = await this.request(`/api/v1/runs/${runId}/results?after=${after}`);
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return 'gone';
    }
    if (!res.ok || !res.body) throw new Error(`server ${this.base} answered ${res.status} for run ${runId}'s results: ${(await res.text()).slice(0, 300)}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return undefined;
        pending += decoder.decode(value, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines.filter((l) => l.trim())) {
          const event = parseEvent(line);
          if (event === undefined) throw new BadEvent(`server ${this.base} sent a line that is not a run event: ${line.slice(0, 200)}`);
          if (event.event === 'end') return event;
          await each(event.index, event.result);
        }
      }
    } catch (e) {
      if (e instanceof BadEvent) throw e;
      return undefined; // cut short: the caller follows again from the last result
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
}

class BadEvent extends Error {}

/** The task id of an answers line, or undefined for a line that is not a record. */
function taskIdOf(line: string): string | undefined {
  if (!line.trim()) return undefined;
  try {
    const record = JSON.parse(line) as { task_id?: unknown };
    return typeof record.task_id === 'string' ? record.task_id : undefined;
  } catch {
    return undefined;
  }
}

/** A run event as the server sends it, checked where this client relies on it. */
function parseEvent(line: string): RunEvent | undefined {
  let e: Record<string, unknown>;
  try {
    e = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (e.event === 'end' && typeof e.state === 'string') return e as unknown as RunEvent;
  const r = e.result as Record<string, unknown> | undefined;
  const valid = e.event === 'result' && Number.isInteger(e.index) && r && typeof r.task_id === 'string' && typeof r.kind === 'string' && Number.isInteger(r.generation) && (STATUSES as readonly unknown[]).includes(r.status);
  return valid ? (e as unknown as RunEvent) : undefined;
}

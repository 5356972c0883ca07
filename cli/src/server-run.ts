import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATUSES, type Language, type Mode, type PlannedRun, type SampleResult, type TaskKind } from '@mcjudge/core';
import { ResultsFile } from './results-file.ts';

/**
 * `mcjudge evaluate --executor remote`: the whole evaluation runs on the server as a durable run
 * (`POST /api/v1/runs`), and this client follows its results (`GET /runs/:id/results?after=N`) into
 * results.jsonl. The run does not depend on this process: a dropped connection reconnects from the
 * last result it got, and a client stopped or killed picks the same run up when the same command runs
 * again (`<out>/server-run.json` names it). A run the server no longer has (a restart without Redis)
 * is started again for what is still missing. What never came back is not scored (exit 3), never a
 * failure.
 */

export interface ServerRunOptions {
  /** The server's base URL. */
  server: string;
  token?: string;
  mode: Mode;
  task?: TaskKind;
  languages?: Language[];
  compare: boolean;
  out: string;
  /** How long an unreachable server is waited for before this client gives up following (ms). */
  retryMs: number;
  log: (line: string) => void;
}

/** How following ended: the run's own end, or this client giving up on an unreachable server. */
export type ServerRunOutcome =
  | { ended: 'done' | 'cancelled' | 'failed'; runId: string; error?: string }
  | { ended: 'unreachable'; runId?: string; error: string };

/** One answers file as read: its text (the lines are sent as they are). */
export interface AnswersText {
  file: string;
  text: string;
}

/** What `<out>/server-run.json` keeps: which run of which server holds this input's evaluation. */
interface SavedRun {
  server: string;
  run_id: string;
  input_sha256: string;
}

type RunEvent = { event: 'result'; index: number; result: SampleResult } | { event: 'end'; state: string; error?: string };

const RECONNECT_MAX_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Transient trouble: the server is unreachable, restarting, or cut a stream short. */
class Unreachable extends Error {}

export class ServerRun {
  private readonly base: string;
  private readonly savedPath: string;

  constructor(private readonly o: ServerRunOptions) {
    this.base = o.server.replace(/\/+$/, '');
    this.savedPath = join(o.out, 'server-run.json');
  }

  /**
   * Evaluates `todo` (the samples results.jsonl lacks) on the server and appends each result as it
   * comes, with this machine's `file:line` as its source. `answers`: every answers file, whole (its
   * hash names the input, so a rerun finds its run); a new run is sent only the records still missing.
   */
  async evaluate(answers: AnswersText[], todo: PlannedRun[], results: ResultsFile, onResult: (r: SampleResult) => void): Promise<ServerRunOutcome> {
    const wanted = new Map(todo.map((run) => [ResultsFile.key({ task_id: run.task.id, kind: run.task.kind, generation: run.generation }), run]));
    const input = createHash('sha256').update(JSON.stringify([this.query(), answers.map((a) => a.text)])).digest('hex');
    let runId: string | undefined;
    let after = 0;
    let downSince: number | undefined;
    for (let attempt = 0; wanted.size > 0; attempt++) {
      const before = after;
      try {
        runId ??= (await this.resume(input)) ?? (await this.create(input, answers, wanted));
        const end = await this.follow(runId, after, (index, result) => {
          after = index + 1;
          downSince = undefined;
          const key = ResultsFile.key(result);
          const run = wanted.get(key);
          if (!run) return; // judged before this run (results.jsonl has it), or not asked for
          wanted.delete(key);
          const local: SampleResult = { ...result, ...(run.source ? { source: run.source } : {}) };
          results.append(local);
          onResult(local);
        });
        downSince = undefined;
        if (end === 'gone') {
          this.o.log(`the server no longer has run ${runId} (restarted without Redis?): starting a new run for the ${wanted.size} sample(s) still missing`);
          runId = undefined;
          after = 0;
          continue;
        }
        if (end === undefined) {
          // The stream was cut short: follow again from `after` (after a pause if it brought nothing).
          if (after === before) await sleep(200);
          continue;
        }
        return { ended: end.state as 'done' | 'cancelled' | 'failed', runId, ...(end.error ? { error: end.error } : {}) };
      } catch (e) {
        if (!(e instanceof Unreachable)) throw e;
        const now = Date.now();
        downSince ??= now;
        if (now - downSince >= this.o.retryMs) {
          const goesOn = runId ? `; its run ${runId} goes on there: run the same command again to pick up its results` : '';
          return { ended: 'unreachable', runId, error: `${e.message} (still failing after ${Math.round((now - downSince) / 1000)} s)${goesOn}` };
        }
        await sleep(Math.min(RECONNECT_MAX_MS, 200 * 2 ** Math.min(attempt, 5), this.o.retryMs - (now - downSince)));
      }
    }
    return { ended: 'done', runId: runId ?? '' };
  }

  private query(): Record<string, string> {
    const q: Record<string, string> = { mode: this.o.mode, compare: this.o.compare ? '1' : '0' };
    if (this.o.task) q.task = this.o.task;
    if (this.o.languages) q.languages = this.o.languages.map((l) => l.name).join(',');
    return q;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...extra, ...(this.o.token ? { authorization: `Bearer ${this.o.token}` } : {}) };
  }

  /** A network failure, or an answer meaning "try again" (5xx, 429), as Unreachable; anything else as an Error. */
  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(this.base + path, { ...init, headers: this.headers(init.headers as Record<string, string>) });
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
    if (!existsSync(this.savedPath)) return undefined;
    let saved: SavedRun;
    try {
      saved = JSON.parse(readFileSync(this.savedPath, 'utf8')) as SavedRun;
    } catch {
      return undefined;
    }
    if (saved.server !== this.base || saved.input_sha256 !== input) return undefined;
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

  /** A new run of the records that still have a sample to judge; its id is saved before anything else. */
  private async create(input: string, answers: AnswersText[], wanted: Map<string, PlannedRun>): Promise<string> {
    const missing = new Set([...wanted.values()].map((r) => r.task.id));
    const lines = answers.flatMap((a) => a.text.split('\n').filter((line) => missing.has(taskIdOf(line) ?? '')));
    const res = await this.request(`/api/v1/runs?${new URLSearchParams(this.query())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson' },
      body: lines.join('\n') + '\n',
    });
    const text = await res.text();
    if (res.status !== 202) throw new Error(`server ${this.base} refused the run (${res.status}): ${text.slice(0, 500)}`);
    const { run_id: runId } = JSON.parse(text) as { run_id: string };
    const saved: SavedRun = { server: this.base, run_id: runId, input_sha256: input };
    writeFileSync(this.savedPath, JSON.stringify(saved, null, 1) + '\n');
    this.o.log(`the server runs the evaluation as run ${runId} (${lines.length} record(s)); it goes on if this client stops, and the same command picks it up again`);
    return runId;
  }

  /** Reads results from `after` until the run's end (returned), the run being gone, or the stream cut short (undefined). */
  private async follow(runId: string, after: number, each: (index: number, result: SampleResult) => void): Promise<{ state: string; error?: string } | 'gone' | undefined> {
    const res = await this.request(`/api/v1/runs/${runId}/results?after=${after}`);
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return 'gone';
    }
    if (!res.ok || !res.body) throw new Error(`server ${this.base} answered ${res.status} for run ${runId}'s results: ${(await res.text()).slice(0, 300)}`);
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        pending += decoder.decode(chunk, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines.filter((l) => l.trim())) {
          const event = parseEvent(line);
          if (event === undefined) throw new Error(`server ${this.base} sent a line that is not a run event: ${line.slice(0, 200)}`);
          if (event.event === 'end') return event;
          each(event.index, event.result);
        }
      }
    } catch (e) {
      if (e instanceof Error && e.message.startsWith(`server ${this.base} sent`)) throw e;
      return undefined; // cut short: the caller follows again from the last result
    }
    return undefined;
  }
}

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

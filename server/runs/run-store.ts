import { VERDICT_RULES, type CompletionVariant, type GenerateRecord, type Mode, type Report, type Sample, type SampleResult, type Sampling, type TaskKind } from '@mcjudge/core';

/** queued → running → done | cancelled | failed (the input held nothing to evaluate, or the driver broke). */
export type RunState = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

export const ENDED: readonly RunState[] = ['done', 'cancelled', 'failed'];

/** How a run evaluates: the query of `POST /runs`, as `/evaluate` takes it. */
export interface RunSpec {
  mode: Mode;
  task?: TaskKind;
  /** Language names (the registry's). */
  languages?: string[];
  /** Default mode: also run the official pipeline and note where it differs. */
  compare: boolean;
  /** A generation run: the server asks the model first, then judges each answer as it arrives. */
  generate?: GenerateSpec;
}

/**
 * What a generation run asks, and of whom, as stored (never the key: only whether there is one; the key
 * itself lives in the memory of the API process driving the run).
 */
export interface GenerateSpec {
  /** The mcjudge that took the run (for the request record). */
  mcjudge_version: string;
  /** The endpoint's base URL (http(s), no credentials, query or fragment). */
  endpoint: string;
  model: string;
  task: TaskKind;
  kinds?: CompletionVariant[];
  /** Language names (the registry's). */
  languages: string[];
  limit?: number;
  n: number;
  api: 'chat' | 'completions';
  sampling: Sampling;
  concurrency: number;
  timeout_ms: number;
  /** Whether the requests bear an API key (the key is never stored). */
  api_key: boolean;
}

export interface RunRecord {
  id: string;
  state: RunState;
  spec: RunSpec;
  /** Generations to judge (known once the run is planned). */
  total?: number;
  /** Results recorded so far, and how many passed. */
  done: number;
  passed: number;
  /** ISO times. */
  created: string;
  started?: string;
  ended?: string;
  /** Samples skipped (unknown language or task id). */
  problems: string[];
  dataset_sha256?: string;
  /**
   * The verdict rules (core's VERDICT_RULES) its results are judged by: a driver of another release does
   * not add its own verdicts to them (run-driver.ts). Absent: a run stored by a release before the field
   * (rules 1 or 2), never equal to this release's.
   */
  verdict_rules?: number;
  /** The report (as the CLI's summary.json) once the run is done. */
  summary?: Report;
  error?: string;
  /**
   * A generation run: its request record (core's GenerateRecord, as `generate.json`), updated while the
   * model is asked: `runs[0]` counts requests, retries, answers, failed answers and tokens.
   */
  generate?: GenerateRecord;
}

export type RunPatch = Partial<Pick<RunRecord, 'state' | 'total' | 'problems' | 'started' | 'ended' | 'summary' | 'error' | 'dataset_sha256' | 'verdict_rules' | 'generate'>>;

/** A generation's identity within a run: a result is recorded once per key, whoever reports it. */
export const resultKey = (r: { task_id: string; kind: TaskKind; generation: number }) => `${r.task_id}\u0000${r.kind}\u0000${r.generation}`;

/**
 * Where runs live: in this process (MemoryRunStore, the embedded default) or in Redis (RedisRunStore,
 * which survives the API process and is shared by every API process).
 */
export interface RunStore {
  create(record: RunRecord, samples: Sample[]): Promise<void>;
  get(id: string): Promise<RunRecord | undefined>;
  /** The run's input, as parsed when it was created. */
  samples(id: string): Promise<Sample[] | undefined>;
  update(id: string, patch: RunPatch): Promise<void>;
  /** Moves the run to `to` (with `patch`) only if it is in one of `from`; false otherwise. Atomic. */
  transition(id: string, from: readonly RunState[], to: RunState, patch?: RunPatch): Promise<boolean>;
  /**
   * Appends a result unless its generation already has one (a driver restarted after a crash may judge
   * it again), the run is no longer running (a result that lands after a cancel is dropped), or the run
   * is pinned to other verdict rules than the result was judged by (`rules`, this release's
   * VERDICT_RULES unless said): every generation appears exactly once, judged by the run's rules.
   * Atomic. True when it was appended.
   */
  record(id: string, result: SampleResult, rules?: number): Promise<boolean>;
  /** Results from offset `after` (0-based, in recording order), at most `limit`. */
  results(id: string, after: number, limit: number): Promise<SampleResult[]>;
  /** The keys (resultKey) of every recorded result. */
  recordedKeys(id: string): Promise<Set<string>>;
  close(): Promise<void>;
}

/**
 * Whether a driver of this release goes on with the run: it is still running and still pinned to this
 * release's verdict rules (a driver of another release that took it over and pinned it to its own, after
 * this one's lock lapsed, is the one that goes on; the store refuses this one's results anyway).
 */
export function drivenHere(record: RunRecord | undefined): boolean {
  return record?.state === 'running' && record.verdict_rules === VERDICT_RULES;
}

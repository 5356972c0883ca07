import type { GenerateRecord, Mode, SampleResult, TaskKind } from '@mcjudge/core';
import { openDatabase, requested } from './idb.ts';

/** A finished or cancelled evaluation, kept in IndexedDB: enough to show, compare and export it after a reload. */
export interface SavedRun {
  id: string;
  /** What the history shows: the model (or the files) and the date; the user can rename it. */
  name: string;
  /** The model that answered, when the page asked it; otherwise the input files' names. */
  model: string;
  /** ISO date of when the run ended. */
  savedAt: string;
  state: 'done' | 'cancelled';
  mode: Mode;
  kind?: TaskKind;
  files: string[];
  datasetSha256: string;
  /** Samples the run was to judge (more than `results` when it was cancelled). */
  expected: number;
  results: SampleResult[];
  /** Raw answers by `task_id#generation`, for the drill-down. */
  answers: Record<string, string>;
  generated?: GenerateRecord;
}

const STORE = 'runs';
let db: Promise<IDBDatabase> | undefined;
const store = async (mode: IDBTransactionMode) => (await (db ??= openDatabase('mcjudge-runs', STORE, { keyPath: 'id' }))).transaction(STORE, mode).objectStore(STORE);

export async function putRun(run: SavedRun): Promise<void> {
  await requested((await store('readwrite')).put(run));
}

/** Every saved run, the newest first. */
export async function listRuns(): Promise<SavedRun[]> {
  const runs = await requested((await store('readonly')).getAll() as IDBRequest<SavedRun[]>);
  return runs.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function deleteRun(id: string): Promise<void> {
  await requested((await store('readwrite')).delete(id));
}

/** `deepseek-coder-33b · 3 Dec 2026, 16:55`. */
export const runName = (model: string, date: Date) =>
  `${model} · ${date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}`;

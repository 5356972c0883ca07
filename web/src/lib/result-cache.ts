import { sha256Hex, VERDICT_RULES, type SampleResult, type SavedRunRef } from '@mcjudge/core';

/**
 * IndexedDB: verdicts by content (dataset hash, mode, task kind and id, generation, the answer's hash,
 * the verdict rules: an older release's verdicts are judged again, though never deleted), and the last
 * evaluation's input files, so a reload shows the run again and resumes what was not judged yet.
 */
const DB = 'mcjudge';
const VERDICTS = 'verdicts';
const INPUTS = 'inputs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(VERDICTS);
      req.result.createObjectStore(INPUTS);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let db: Promise<IDBDatabase> | undefined;
const store = async (name: string, mode: IDBTransactionMode) => (await (db ??= open())).transaction(name, mode).objectStore(name);
const done = <T>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));

/**
 * A verdict's cache key: the dataset, the mode, the task's kind and id (generation and explanation share
 * ids, so the kind is needed), the generation, the answer's hash and the verdict rules (VERDICT_RULES:
 * a verdict judged by other rules is not recalled).
 */
export const verdictKey = async (datasetSha: string, mode: string, task: { id: string; kind: string }, generation: number, answer: string) =>
  `${datasetSha}|${mode}|${task.kind}|${task.id}|${generation}|${await sha256Hex(answer)}|rules ${VERDICT_RULES}`;

export async function cachedVerdict(key: string): Promise<SampleResult | undefined> {
  return done((await store(VERDICTS, 'readonly')).get(key) as IDBRequest<SampleResult | undefined>);
}

export async function cacheVerdict(key: string, result: SampleResult): Promise<void> {
  await done((await store(VERDICTS, 'readwrite')).put(result, key));
}

export interface SavedInput {
  files: { name: string; text: string }[];
  mode: 'default' | 'paper';
  kind?: 'generation' | 'explanation' | 'completion';
}

export async function saveInput(input: SavedInput): Promise<void> {
  await done((await store(INPUTS, 'readwrite')).put(input, 'last'));
}

export async function lastInput(): Promise<SavedInput | undefined> {
  return done((await store(INPUTS, 'readonly')).get('last') as IDBRequest<SavedInput | undefined>);
}

export async function clearCache(): Promise<void> {
  await done((await store(VERDICTS, 'readwrite')).clear());
  await done((await store(INPUTS, 'readwrite')).clear());
}

/** Which server run holds the last input's server-side samples (core's RunClient picks it up after a reload). */
export async function savedServerRun(): Promise<SavedRunRef | undefined> {
  return done((await store(INPUTS, 'readonly')).get('server-run') as IDBRequest<SavedRunRef | undefined>);
}

export async function saveServerRun(ref: SavedRunRef): Promise<void> {
  await done((await store(INPUTS, 'readwrite')).put(ref, 'server-run'));
}

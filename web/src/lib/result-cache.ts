import { sha256Hex, VERDICT_RULES, type SampleResult, type SavedRunRef } from '@mcjudge/core';

/**
 * IndexedDB: verdicts by content (dataset hash, mode, task kind and id, generation, the answer's hash,
 * the verdict rules: another release's verdicts are judged again, and deleted when a release of new rules
 * first opens the database), and the last evaluation's input files, so a reload shows the run again and
 * resumes what was not judged yet.
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
    req.onsuccess = () => resolve(dropOtherRules(req.result).then(() => req.result));
    req.onerror = () => reject(req.error);
  });
}

/** The verdict rules the verdicts store was last cleared for, kept in the inputs store under this key. */
const RULES_KEY = 'verdict-rules';
const CURRENT_RULES_SUFFIX = `|rules ${VERDICT_RULES}`;

/**
 * Deletes the verdicts judged by other rules (never recalled: verdictKey ends with the rules), once per
 * change of rules: the inputs store remembers the rules it was done for. A failure leaves them in place.
 */
function dropOtherRules(db: IDBDatabase): Promise<void> {
  return new Promise((resolve) => {
    const tx = db.transaction([VERDICTS, INPUTS], 'readwrite');
    const inputs = tx.objectStore(INPUTS);
    const pinned = inputs.get(RULES_KEY);
    pinned.onsuccess = () => {
      if (pinned.result === VERDICT_RULES) return;
      const verdicts = tx.objectStore(VERDICTS);
      const cursor = verdicts.openKeyCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return void inputs.put(VERDICT_RULES, RULES_KEY);
        if (!String(at.key).endsWith(CURRENT_RULES_SUFFIX)) verdicts.delete(at.key);
        at.continue();
      };
    };
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => resolve();
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
  `${datasetSha}|${mode}|${task.kind}|${task.id}|${generation}|${await sha256Hex(answer)}${CURRENT_RULES_SUFFIX}`;

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

import { evaluateBatch, getLanguage, prepareBatch, score, VERDICT_RULES, type DataSource, type Executor } from '@mcjudge/core';
import { driveGeneration } from './run-generate.ts';
import { drivenHere, resultKey, type RunRecord, type RunStore } from './run-store.ts';

export interface RunDeps {
  store: RunStore;
  executor: Executor;
  data: DataSource;
  /** Programs of one run in flight at once. */
  slots: number;
  /** How often a running run looks for a cancel (ms). */
  cancelPollMs?: number;
}

/**
 * Drives one run to its end with the batch pipeline: what the store already holds is not judged again,
 * so a driver restarted after a crash (its API process killed) resumes where the last one stopped, and
 * a result judged twice is recorded once. A cancel (the state set to `cancelled`) starts no more programs.
 * `stop` is this process stopping: the run is left `running` for the next driver to resume.
 * `apiKey`: a generation run's key, held in this process's memory only (run-generate.ts).
 */
export async function driveRun(id: string, deps: RunDeps, stop?: AbortSignal, apiKey?: string): Promise<void> {
  const { store } = deps;
  const record = await store.get(id);
  if (!record) return;
  if (!(await store.transition(id, ['queued', 'running'], 'running', record.started ? {} : { started: new Date().toISOString() }))) return;
  if (!(await sameVerdictRules(id, record, store))) return;
  // A generation run asks the model first (with the key only this process holds, if any).
  if (record.spec.generate) return driveGeneration(id, record, deps, apiKey, stop);
  const samples = await store.samples(id);
  if (!samples) {
    await store.transition(id, ['running'], 'failed', { ended: new Date().toISOString(), error: 'the run lost its input' });
    return;
  }
  const recorded = await store.recordedKeys(id);
  const { spec } = record;
  const prepared = await prepareBatch(samples, deps.data, {
    task: spec.task,
    languages: spec.languages?.map((l) => getLanguage(l)),
    resume: () => (task_id, kind, generation) => recorded.has(resultKey({ task_id, kind, generation })),
  });
  if (!prepared.dataset) {
    await store.transition(id, ['running'], 'failed', { ended: new Date().toISOString(), problems: [...record.problems, ...prepared.problems], error: 'no sample to evaluate in the input' });
    return;
  }
  const total = recorded.size + prepared.runs.length;
  // The upload's problems (kept at creation) and the plan's; a resumed driver plans the same again.
  const problems = [...new Set([...record.problems, ...prepared.problems])];
  await store.update(id, { total, problems, dataset_sha256: prepared.dataset.sha256 });

  const cancel = new AbortController();
  const stopListener = () => cancel.abort();
  stop?.addEventListener('abort', stopListener, { once: true });
  const poll = setInterval(() => {
    void store.get(id).then((r) => {
      if (!drivenHere(r)) cancel.abort();
    }, () => {});
  }, deps.cancelPollMs ?? 500);
  try {
    await evaluateBatch(prepared.dataset, prepared.runs, {
      executor: deps.executor,
      mode: spec.mode,
      jobs: deps.slots,
      comparePaper: spec.compare,
      signal: cancel.signal,
      onResult: async (result) => {
        await store.record(id, result);
      },
    });
  } finally {
    clearInterval(poll);
    stop?.removeEventListener('abort', stopListener);
  }
  if (cancel.signal.aborted) return; // cancelled (already so in the store), or this process stopping
  const results = await store.results(id, 0, Number.MAX_SAFE_INTEGER);
  const summary = score(results, prepared.dataset.sha256, spec.mode, { expected: total });
  await store.transition(id, ['running'], 'done', { ended: new Date().toISOString(), summary });
}

/**
 * Whether this release may add results to the run: it is pinned to this release's verdict rules
 * (VERDICT_RULES), or it has no result yet (it then takes these rules, whatever release pinned it).
 * Otherwise it is failed with the reason, so no summary mixes two rule sets (the store refuses such a
 * result too). With the queue, a run pinned to newer rules waits a while for a newer process first
 * (QueueRunRunner).
 */
async function sameVerdictRules(id: string, record: RunRecord, store: RunStore): Promise<boolean> {
  const rules = record.verdict_rules;
  if (rules === VERDICT_RULES) return true;
  if (record.done === 0) {
    await store.update(id, { verdict_rules: VERDICT_RULES });
    return true;
  }
  const judgedBy = rules === undefined ? 'an earlier release’s verdict rules (the run does not record which)' : `verdict rules ${rules}`;
  const error = `its ${record.done} results were judged by ${judgedBy}; this server judges by rules ${VERDICT_RULES}: start the run again`;
  await store.transition(id, ['running'], 'failed', { ended: new Date().toISOString(), error });
  return false;
}

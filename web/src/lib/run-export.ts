import { score, type Report, type SampleResult } from '@mcjudge/core';
import { readDroppedFile } from './browser-data.ts';
import { runName, type SavedRun } from './run-store.ts';

/** A saved run's scores, as Results shows them. */
export const reportOf = (run: SavedRun): Report => score(run.results, run.datasetSha256, run.mode, { expected: run.expected });

/** One saved run as a JSON file: its metadata, its summary (core's report) and every verdict. */
export function runJson(run: SavedRun): string {
  const { results, answers, ...meta } = run;
  return JSON.stringify({ ...meta, summary: reportOf(run), results, answers }, null, 1) + '\n';
}

/** A file name for a run's export: `mcjudge-run-<model>-<date>.json`. */
export const runFileName = (run: SavedRun) => `mcjudge-run-${run.model.replace(/[^\w.-]+/g, '_').slice(0, 60)}-${run.savedAt.slice(0, 16).replace(/[:T]/g, '-')}.json`;

/**
 * Another run's results.jsonl (this app's export or the CLI's `--out` folder), or a run exported from
 * this page, as a saved run named after the file.
 */
export async function importRun(file: File, datasetSha256 = ''): Promise<SavedRun> {
  const text = (await readDroppedFile(file)).trim();
  if (text.startsWith('{') && !text.includes('\n{')) {
    const exported = JSON.parse(text) as Partial<SavedRun> & { summary?: unknown };
    if (Array.isArray(exported.results) && exported.id) {
      delete exported.summary;
      return { ...(exported as SavedRun), answers: exported.answers ?? {} };
    }
  }
  const rows = text.split('\n').filter((l) => l.trim()).map((l, i) => {
    try {
      return JSON.parse(l) as SampleResult & { selftest?: string };
    } catch {
      throw new Error(`line ${i + 1} is not JSON`);
    }
  });
  const results = rows.filter((r) => !r.selftest && typeof r.task_id === 'string' && typeof r.status === 'string');
  if (!results.length) throw new Error('no sample results in this file');
  const model = file.name.replace(/\.jsonl(\.gz)?$/, '');
  const date = new Date(file.lastModified || Date.now());
  return {
    id: crypto.randomUUID(),
    name: runName(model, date),
    model,
    savedAt: new Date().toISOString(),
    state: 'done',
    mode: results[0].mode ?? 'default',
    kind: results[0].kind,
    files: [file.name],
    datasetSha256: datasetSha256,
    expected: results.length,
    results,
    answers: {},
  };
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/src/main.ts';
import type { Language } from '../../core/index.ts';

/** One line of results.jsonl, as these tests read it. */
export interface Result {
  task_id: string;
  generation: number;
  status: string;
  detail: string;
  runtime?: { id: string };
}

/** The detail of a default-mode verdict for a run that exited 0 without its end witness. */
export const EARLY_EXIT = /^exited with status 0 before the tests ran to their end/;

/** A task's answers as one line of McEval's JSONL, each in a fence tagged with the language. */
export function answersLine(language: Language, taskId: string, answers: string[]): string {
  const fenced = (code: string) => '```' + language.defaults.fenceTags[0] + '\n' + code + '\n```';
  return JSON.stringify({ task_id: taskId, raw_generation: answers.map(fenced) });
}

/** `mcjudge evaluate` on these lines, in a fresh folder; the results by `<task id>#<generation>`. */
export async function evaluateLines(lines: string[], options: { executor: 'native' | 'wasm'; mode?: 'default' | 'paper'; jobs?: number }): Promise<Map<string, Result>> {
  const { executor, mode = 'default', jobs = 2 } = options;
  const dir = mkdtempSync(join(tmpdir(), `mcjudge-answers-${executor}-${mode}-`));
  writeFileSync(join(dir, 'answers.jsonl'), lines.join('\n') + '\n');
  await main(['evaluate', '--samples', join(dir, 'answers.jsonl'), '--executor', executor, '--mode', mode, '--no-compare', '--jobs', String(jobs), '--out', join(dir, 'out')], () => undefined);
  const results = readFileSync(join(dir, 'out', 'results.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Result);
  return new Map(results.map((r) => [`${r.task_id}#${r.generation}`, r]));
}

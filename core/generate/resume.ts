import type { SourceRecord } from './source-records.ts';
import { AnswerLineSchema, answerKey, type AnswerLine } from './answer-line.ts';

/** The answers already in a file, by `answerKey`, and whether the file must be rewritten to drop bad lines. */
export interface ReadAnswers {
  answers: Map<string, AnswerLine>;
  /** Lines that are not a valid answer line (a line cut by a kill mid-write, or foreign text). */
  dropped: number;
  /** The file is not clean JSONL to append to (a dropped line, or no newline at the end). */
  rewrite: boolean;
}

/**
 * Reads an answers file for resuming. A line without `sample` (written by McEval's scripts) is the
 * next sample of its task in file order. A line that does not parse is dropped, so its request is
 * asked again; the caller rewrites the file without it before appending.
 */
export function readAnswers(text: string): ReadAnswers {
  const answers = new Map<string, AnswerLine>();
  const next = new Map<string, number>();
  let dropped = 0;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      dropped++;
      continue;
    }
    const parsed = AnswerLineSchema.safeParse(json);
    if (!parsed.success) {
      dropped++;
      continue;
    }
    const line = parsed.data;
    const sample = line.sample ?? next.get(line.task_id) ?? 0;
    next.set(line.task_id, Math.max(next.get(line.task_id) ?? 0, sample + 1));
    answers.set(answerKey(line.task_id, sample), { ...line, sample });
  }
  return { answers, dropped, rewrite: dropped > 0 || (text.length > 0 && !text.endsWith('\n')) };
}

/** One answer to ask for: a sample of a task (for explanation, with its stage-1 answer when it is known). */
export interface Unit {
  source: SourceRecord;
  sample: number;
  /** Explanation: the stage-1 answer already on disk, so stage 1 is not asked again. */
  stage1?: string;
}

/**
 * Every answer still missing, sample by sample (each task's first sample before any second one, so an
 * interrupted run leaves a complete pass@1 set first). Answers on disk are never asked again.
 */
export function planUnits(records: readonly SourceRecord[], n: number, answered: ReadonlySet<string>, stage1: ReadonlyMap<string, string>): Unit[] {
  const units: Unit[] = [];
  for (let sample = 0; sample < n; sample++) {
    for (const source of records) {
      const key = answerKey(source.task.id, sample);
      if (answered.has(key)) continue;
      const known = stage1.get(key);
      units.push({ source, sample, ...(known !== undefined ? { stage1: known } : {}) });
    }
  }
  return units;
}

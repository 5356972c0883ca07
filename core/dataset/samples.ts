import type { Sample } from '../types.ts';
import { SampleRecordSchema, describeZodError } from './schema.ts';

export interface SampleProblem {
  source: string;
  message: string;
}

/**
 * Parses a model-output JSONL file. Bad lines are reported with file and line and skipped, never fatal.
 * Lines of the plain form with the same task_id add generations to one sample (n > 1 for pass@k).
 */
export function parseSamples(text: string, file: string): { samples: Sample[]; problems: SampleProblem[] } {
  const byId = new Map<string, Sample>();
  const problems: SampleProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const source = `${file}:${i + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (e) {
      problems.push({ source, message: `not valid JSON (${(e as Error).message})` });
      continue;
    }
    const parsed = SampleRecordSchema.safeParse(json);
    if (!parsed.success) {
      problems.push({ source, message: describeZodError(parsed.error) });
      continue;
    }
    const r = parsed.data;
    const generations =
      r.raw_generation !== undefined ? (Array.isArray(r.raw_generation) ? r.raw_generation : [r.raw_generation]) : [r.completion ?? r.generation ?? ''];
    if (generations.length === 0) {
      problems.push({ source, message: `raw_generation is empty for ${r.task_id}` });
      continue;
    }
    const existing = byId.get(r.task_id);
    if (existing) existing.generations.push(...generations);
    else byId.set(r.task_id, { taskId: r.task_id, generations: [...generations], source });
  }
  return { samples: [...byId.values()], problems };
}

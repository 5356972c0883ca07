import type { DataSource } from '../dataset/dataset.ts';
import { DATA_FOLDERS, dataFile, sha256Hex } from '../dataset/manifest.ts';
import { normalizeTask } from '../dataset/normalize.ts';
import { TaskRecordSchema, describeZodError } from '../dataset/schema.ts';
import type { Language } from '../languages/language.ts';
import type { CompletionVariant, Task, TaskKind } from '../types.ts';

/** A McEval record as published (every field kept, for the output line) and the task it is. */
export interface SourceRecord {
  task: Task;
  record: Readonly<Record<string, unknown>>;
}

export interface SourceSelection {
  kind: TaskKind;
  /** Completion only: which variants (default all four). */
  variants?: readonly CompletionVariant[];
  languages: readonly Language[];
  /** The first `limit` records of each language and variant, in file order. */
  limit?: number;
}

/**
 * The records a generation run asks about, verbatim, each file checked against data/manifest.json
 * (as the dataset loader does) and each line against the record schema. McEval's scripts write the
 * input record plus `raw_generation`, so the whole record is kept, not only the normalized task.
 */
export async function loadSourceRecords(source: DataSource, selection: SourceSelection): Promise<{ sha256: string; records: SourceRecord[] }> {
  const manifest = await source.manifest();
  const folders = DATA_FOLDERS.filter((f) => f.kind === selection.kind && (f.variant === undefined || !selection.variants || selection.variants.includes(f.variant)));
  const records: SourceRecord[] = [];
  for (const language of selection.languages) {
    for (const folder of folders) {
      const path = dataFile(folder.path, language.id);
      const entry = manifest.files[path];
      if (!entry) throw new Error(`data file ${path} is not in data/manifest.json`);
      const text = await source.readText(path);
      const got = await sha256Hex(text);
      if (got !== entry.sha256) throw new Error(`data file ${path} is corrupt: sha256 ${got}, manifest says ${entry.sha256}`);
      let taken = 0;
      const lines = text.split('\n');
      for (let i = 0; i < lines.length && (selection.limit === undefined || taken < selection.limit); i++) {
        if (!lines[i].trim()) continue;
        const json = JSON.parse(lines[i]) as Record<string, unknown>;
        const parsed = TaskRecordSchema.safeParse(json);
        if (!parsed.success) throw new Error(`${path}:${i + 1}: invalid McEval record: ${describeZodError(parsed.error)}`);
        records.push({ task: normalizeTask(parsed.data, language.name, folder.kind, folder.variant, new Map()), record: json });
        taken++;
      }
    }
  }
  return { sha256: manifest.sha256, records };
}

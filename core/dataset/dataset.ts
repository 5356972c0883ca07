import { LANGUAGES, findLanguage } from '../languages/index.ts';
import type { Language } from '../languages/language.ts';
import type { Level, Task, TaskKind } from '../types.ts';
import { DATA_FOLDERS, REFERENCE_FILES, dataFile, sha256Hex, type Manifest } from './manifest.ts';
import { normalizeTask } from './normalize.ts';
import { TaskRecordSchema, describeZodError } from './schema.ts';

/** Where the data files come from: Node reads data/ from disk, the browser fetches it. */
export interface DataSource {
  /** The uncompressed text of a file under data/ (paths as in the manifest). */
  readText(path: string): Promise<string>;
  manifest(): Promise<Manifest>;
}

export interface LoadOptions {
  kinds?: TaskKind[];
  languages?: Language[];
}

/** The loaded McEval tasks, by id, with the dataset hash and the reference files. */
export class Dataset {
  readonly tasks = new Map<string, Task>();
  constructor(
    readonly sha256: string,
    readonly references: Record<string, string>,
  ) {}

  get(taskId: string): Task | undefined {
    return this.tasks.get(taskId);
  }

  /** The task of a kind: generation and explanation share ids, so the kind disambiguates. */
  find(taskId: string, kind: TaskKind): Task | undefined {
    return this.tasks.get(key(taskId, kind));
  }

  all(): Task[] {
    return [...this.tasks.values()];
  }
}

const key = (id: string, kind: TaskKind) => `${kind}:${id}`;

/** Loads and validates the chosen part of McEval; every record is schema-checked and each file hash-checked. */
export async function loadDataset(source: DataSource, options: LoadOptions = {}): Promise<Dataset> {
  const manifest = await source.manifest();
  const languages = options.languages ?? LANGUAGES;
  const kinds = options.kinds ?? ['generation', 'explanation', 'completion'];
  const references = JSON.parse(await readChecked(source, manifest, REFERENCE_FILES)) as Record<string, string>;
  const dataset = new Dataset(manifest.sha256, references);
  for (const language of languages) {
    // Levels live in generation records; other kinds inherit them by task number.
    const levels = new Map<string, Level>();
    const generation = await readRecords(source, manifest, 'generation', language);
    for (const r of generation) if (r.level) levels.set(r.task_id, r.level);
    for (const folder of DATA_FOLDERS) {
      if (!kinds.includes(folder.kind)) continue;
      const records = folder.path === 'generation' ? generation : await readRecords(source, manifest, folder.path, language);
      for (const r of records) {
        const task = normalizeTask(r, language.name, folder.kind, folder.variant, levels);
        dataset.tasks.set(key(task.id, task.kind), task);
      }
    }
  }
  return dataset;
}

async function readChecked(source: DataSource, manifest: Manifest, path: string): Promise<string> {
  const entry = manifest.files[path];
  if (!entry) throw new Error(`data file ${path} is not in data/manifest.json`);
  const text = await source.readText(path);
  const got = await sha256Hex(text);
  if (got !== entry.sha256) throw new Error(`data file ${path} is corrupt: sha256 ${got}, manifest says ${entry.sha256}`);
  return text;
}

async function readRecords(source: DataSource, manifest: Manifest, folder: string, language: Language) {
  const path = dataFile(folder, language.id);
  const text = await readChecked(source, manifest, path);
  const out = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const parsed = TaskRecordSchema.safeParse(JSON.parse(lines[i]));
    if (!parsed.success) throw new Error(`${path}:${i + 1}: invalid McEval record: ${describeZodError(parsed.error)}`);
    const lang = findLanguage(parsed.data.task_id.slice(0, parsed.data.task_id.lastIndexOf('/')));
    if (lang !== language) throw new Error(`${path}:${i + 1}: task ${parsed.data.task_id} is not ${language.name}`);
    out.push(parsed.data);
  }
  if (out.length !== manifest.files[path].records) throw new Error(`${path}: ${out.length} records, manifest says ${manifest.files[path].records}`);
  return out;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assemble,
  assembleBroken,
  assembleCanonical,
  extractDefault,
  getLanguage,
  kindOf,
  loadDataset,
  parseSamples,
  programHash,
  referenceOf,
  runOfficialExtractor,
  sha256Hex,
  type Dataset,
  type Language,
  type SampleResult,
  type Task,
} from '@mcjudge/core';
import { diskDataSource, readTextFile } from '@mcjudge/server';
import { formatInspection, type Inspection } from '../inspection.ts';
import { parseKind, UsageError } from '../options.ts';
import { readResults } from '../results-file.ts';

export interface InspectArgs {
  generation?: string;
  task?: string;
  /** The samples file, when it moved since the run. */
  samples?: string;
}

function parseGeneration(v: string | undefined): number {
  if (v === undefined) return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--generation must be 0 or more, not "${v}"`);
  return n;
}

/** The final result of one sample (the last line wins), or an error saying what the folder holds instead. */
function findResult(out: string, taskId: string, generation: number, kind: string | undefined): SampleResult[] {
  const path = join(out, 'results.jsonl');
  if (!existsSync(path)) throw new Error(`${path} does not exist: is ${out} the --out of an mcjudge run?`);
  const latest = new Map<string, SampleResult>();
  for (const r of readResults(path).results) latest.set(`${r.kind}:${r.task_id}:${r.generation}:${r.selftest ?? ''}`, r);
  const ofTask = [...latest.values()].filter((r) => r.task_id === taskId && (!kind || r.kind === kind));
  const found = ofTask.filter((r) => r.generation === generation);
  if (found.length) return found;
  if (ofTask.length) throw new Error(`${path} has ${taskId} generation(s) ${[...new Set(ofTask.map((r) => r.generation))].join(', ')}, not ${generation}`);
  throw new Error(`${path} has no result for ${taskId}${kind ? ` (${kind})` : ''}`);
}

/** The raw answer, read again from the samples file the run recorded (or --samples). */
async function findAnswer(r: SampleResult, override: string | undefined): Promise<Inspection['answer']> {
  const recorded = r.answer_source?.slice(0, r.answer_source.lastIndexOf(':'));
  const file = override ?? recorded;
  if (!file) return { missing: 'not recorded in results.jsonl (a run before answers were traced); give --samples <file>' };
  let text: string;
  try {
    text = readTextFile(file);
  } catch (e) {
    return { missing: `cannot read ${file}: ${(e as Error).message}; give --samples <file> if it moved` };
  }
  const sample = parseSamples(text, file).samples.findLast((s) => s.taskId === r.task_id && kindOf(s.taskId, r.kind) === r.kind);
  const answer = sample?.generations[r.generation];
  if (answer === undefined) return { missing: `${file} has no generation ${r.generation} of ${r.task_id}` };
  const changed = r.answer_sha256 !== undefined && r.answer_sha256 !== (await sha256Hex(answer));
  return { text: answer, source: sample!.source ?? file, changed };
}

/** Extraction, assembly and reference of one result, redone with core's functions in the run's mode. */
async function rebuild(r: SampleResult, language: Language, task: Task, dataset: Dataset, answer: Inspection['answer']): Promise<Omit<Inspection, 'result' | 'answer'>> {
  const refs = dataset.references;
  const refText = referenceOf(language, task, refs);
  const reference = language.defaults.wholeAnswer && refText !== undefined ? { path: `${language.name}/${task.number}.${language.extension}`, text: refText } : undefined;
  let built: Omit<Inspection, 'result' | 'answer'> = { reference };
  if (r.selftest) {
    built.program = r.selftest === 'canonical' ? assembleCanonical(language, task, r.mode, refs) : assembleBroken(language, task, r.mode, refs);
  } else if ('text' in answer) {
    if (r.mode === 'paper') {
      const official = runOfficialExtractor(language, answer.text, task);
      built.extraction = { code: official.program, method: official.fallback ? 'official:1234' : 'official', fallback: official.fallback };
    } else {
      const e = extractDefault(language, answer.text, task);
      built.extraction = e.ok ? { code: e.code, method: e.method } : { reason: e.reason };
    }
    const assembly = assemble(language, task, answer.text, r.mode, refs);
    if (assembly.ok) built = { ...built, program: assembly.program };
  }
  if (built.program && r.program_sha256) built.programMatches = (await programHash(built.program)) === r.program_sha256;
  return built;
}

/**
 * `mcjudge inspect <out> <task_id> [--generation N] [--task kind] [--samples file]`: one sample as the
 * web app's drill-down shows it: raw answer, extracted code, assembled program, commands, outputs and
 * verdict, from <out>/results.jsonl, the samples file it names and the dataset.
 */
export async function inspectCommand(positionals: string[], args: InspectArgs, print: (s: string) => void): Promise<number> {
  const [out, taskId, ...extra] = positionals;
  if (!out || !taskId || extra.length) throw new UsageError('inspect takes an output folder and a task id: mcjudge inspect <out> <task_id> [--generation N]');
  const generation = parseGeneration(args.generation);
  const kind = parseKind(args.task);
  const found = findResult(out, taskId, generation, kind);
  const kinds = new Set(found.map((r) => r.kind));
  if (kinds.size > 1) throw new UsageError(`${out} has ${taskId} as ${[...kinds].join(' and ')}: say which with --task`);
  const language = getLanguage(found[0].language);
  const dataset = await loadDataset(diskDataSource(), { languages: [language], kinds: [found[0].kind] });
  const run = existsSync(join(out, 'run.json')) ? (JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { dataset_sha256?: string }) : {};
  if (run.dataset_sha256 && run.dataset_sha256 !== dataset.sha256) print(`WARNING: the run used dataset ${run.dataset_sha256.slice(0, 12)}, data/ is now ${dataset.sha256.slice(0, 12)}\n`);
  for (const result of found) {
    const task = dataset.find(result.task_id, result.kind);
    if (!task) throw new Error(`the dataset has no ${result.kind} task ${result.task_id}`);
    const answer: Inspection['answer'] = result.selftest
      ? { missing: `selftest: the ${result.selftest} program below, not a model answer` }
      : await findAnswer(result, args.samples);
    print(formatInspection({ result, answer, ...(await rebuild(result, language, task, dataset, answer)) }));
  }
  return 0;
}

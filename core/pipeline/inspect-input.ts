import { parseSamples } from '../dataset/samples.ts';
import { languageOfTaskId } from '../languages/index.ts';
import type { Sample, TaskKind } from '../types.ts';
import { kindOf } from './select-samples.ts';

/** A line of an input file that was skipped, with its 1-based line number. */
export interface MalformedLine {
  line: number;
  message: string;
}

/** Where an inferred task kind comes from. */
export type KindEvidence = 'ids' | 'file name' | 'default';

/** What a model-output file holds, checked before anything runs. */
export interface InputSummary {
  file: string;
  /** Non-empty lines that parsed into a sample record. */
  records: number;
  /** Distinct task ids. */
  samples: number;
  generations: number;
  /** The kind the ids or the file name say, and which of them said it. */
  kind: TaskKind;
  kindFrom: KindEvidence;
  /** Completion ids and the file name disagree, or ids of several kinds are mixed. */
  kindConflict?: string;
  /** Generations per McEval language, in order of first appearance. */
  languages: { name: string; generations: number }[];
  malformed: MalformedLine[];
  /** Ids with no McEval language, or (when `known` is given) not in the dataset for their kind. */
  unknownIds: string[];
  /** The whole file cannot be used: nothing to judge (empty, no valid record). */
  error?: string;
}

export interface InspectOptions {
  /** Whether the dataset has this task of this kind; without it, only the language prefix is checked. */
  known?: (taskId: string, kind: TaskKind) => boolean;
  /** The kind chosen by the user, when set: ids are checked against it instead of the inferred one. */
  kind?: TaskKind;
}

/** The task kind a file name says (`explanation_C.jsonl.gz`, `completion_light_C.jsonl`…), if any. */
export function kindFromFileName(file: string): TaskKind | undefined {
  const base = file.split(/[\\/]/).pop()!.toLowerCase();
  const said = (['explanation', 'completion', 'generation'] as const).filter((k) => new RegExp(`(^|[^a-z])${k}([^a-z]|$)`).test(base));
  return said.length === 1 ? said[0] : undefined;
}

/** Completion ids end in `-N-single`, `-N-multi`, `-N-span` or `-N-light-span`. */
const isCompletionId = (id: string) => kindOf(id, undefined) === 'completion';

/**
 * Infers a file's task kind: completion ids say completion; generation and explanation share ids
 * (`C/1`), so the file name decides between them, and generation is the default.
 */
export function inferKind(file: string, taskIds: string[]): { kind: TaskKind; from: KindEvidence; conflict?: string } {
  const named = kindFromFileName(file);
  const completion = taskIds.filter(isCompletionId).length;
  if (completion > 0) {
    const mixed = completion < taskIds.length ? `${taskIds.length - completion} of ${taskIds.length} ids are not completion ids` : undefined;
    const clash = named && named !== 'completion' ? `the file name says ${named}, the ids say completion` : undefined;
    return { kind: 'completion', from: 'ids', ...(mixed || clash ? { conflict: [clash, mixed].filter(Boolean).join('; ') } : {}) };
  }
  if (named === 'completion' && taskIds.length) return { kind: 'generation', from: 'ids', conflict: 'the file name says completion, but no id is a completion id (`-N-single`, `-N-span`…)' };
  if (named) return { kind: named, from: 'file name' };
  return { kind: 'generation', from: 'default' };
}

/** The line number of a parse problem's `file:line` source. */
const lineOf = (source: string) => Number(source.slice(source.lastIndexOf(':') + 1));

/**
 * Checks a model-output file before it is judged: its records, the kind its ids or name say, its
 * languages, the lines that cannot be read (with their numbers) and the ids McEval does not have.
 * Pure: the caller reads the file (and decompresses it) and, to check ids against the dataset, passes `known`.
 */
export function inspectInput(text: string, file: string, options: InspectOptions = {}): InputSummary & { parsed: Sample[] } {
  const { samples, problems } = parseSamples(text, file);
  const malformed = problems.map((p) => ({ line: lineOf(p.source), message: p.message }));
  const ids = samples.map((s) => s.taskId);
  const inferred = inferKind(file, ids);
  const kind = options.kind ?? inferred.kind;
  const languages = new Map<string, number>();
  const unknownIds: string[] = [];
  let generations = 0;
  for (const s of samples) {
    generations += s.generations.length;
    const language = languageOfTaskId(s.taskId);
    const idKind = kindOf(s.taskId, kind);
    if (!language || (options.known && !options.known(s.taskId, idKind))) {
      unknownIds.push(s.taskId);
      continue;
    }
    languages.set(language.name, (languages.get(language.name) ?? 0) + s.generations.length);
  }
  const records = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim()).length - malformed.length;
  const error = !text.trim()
    ? 'empty file: no record'
    : samples.length === 0
      ? `no valid record: ${malformed.length} malformed line${malformed.length === 1 ? '' : 's'}`
      : unknownIds.length === samples.length
        ? `no McEval ${kind} task in this file (${unknownIds.length} unknown id${unknownIds.length === 1 ? '' : 's'})`
        : undefined;
  return {
    file,
    records,
    samples: samples.length,
    generations,
    kind: inferred.kind,
    kindFrom: inferred.from,
    ...(inferred.conflict ? { kindConflict: inferred.conflict } : {}),
    languages: [...languages].map(([name, n]) => ({ name, generations: n })),
    malformed,
    unknownIds,
    ...(error ? { error } : {}),
    parsed: samples,
  };
}

/** The one kind several files agree on, or undefined when they disagree. */
export function commonKind(summaries: Pick<InputSummary, 'kind' | 'error'>[]): TaskKind | undefined {
  const kinds = new Set(summaries.filter((s) => !s.error).map((s) => s.kind));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

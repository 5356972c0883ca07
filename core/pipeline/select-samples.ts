import type { Dataset } from '../dataset/dataset.ts';
import { languageOfTaskId } from '../languages/index.ts';
import type { Language } from '../languages/language.ts';
import type { Sample, Task, TaskKind } from '../types.ts';

/** The kind of a sample: completion ids say so; generation and explanation share ids, so `task` decides. */
export function kindOf(taskId: string, task: TaskKind | undefined): TaskKind {
  if (/-\d+-(single|multi|span|light-span)$/.test(taskId)) return 'completion';
  return task === 'completion' || task === undefined ? 'generation' : task;
}

export interface SelectedSample {
  sample: Sample;
  language: Language;
  kind: TaskKind;
}

/** One generation to evaluate. */
export interface PlannedRun {
  language: Language;
  task: Task;
  generation: number;
  answer: string;
  /** Where the sample came from (`file:line`), when known. */
  source?: string;
}

/**
 * Keeps the samples of the wanted task kind and languages (the last one wins for a repeated id); an
 * unknown language prefix is a problem message, not an error.
 */
export function selectSamples(samples: Sample[], options: { task?: TaskKind; languages?: Language[] }): { selected: SelectedSample[]; problems: string[] } {
  const problems: string[] = [];
  const wanted = new Map<string, SelectedSample>();
  for (const sample of samples) {
    const language = languageOfTaskId(sample.taskId);
    if (!language) {
      problems.push(`skipped ${sample.source ?? sample.taskId}: unknown task id "${sample.taskId}" (no McEval language "${sample.taskId.split('/')[0]}")`);
      continue;
    }
    if (options.languages && !options.languages.includes(language)) continue;
    const kind = kindOf(sample.taskId, options.task);
    if (options.task && kind !== options.task) continue;
    wanted.set(`${kind}:${sample.taskId}`, { sample, language, kind });
  }
  return { selected: [...wanted.values()], problems };
}

/** The languages and kinds a selection needs loaded. */
export function neededData(selected: SelectedSample[]): { languages: Language[]; kinds: TaskKind[] } {
  return { languages: [...new Set(selected.map((s) => s.language))], kinds: [...new Set(selected.map((s) => s.kind))] };
}

/** Every generation of the selected samples that is not `done` yet; ids the dataset lacks are problems. */
export function planRuns(selected: SelectedSample[], dataset: Dataset, isDone: (taskId: string, kind: TaskKind, generation: number) => boolean = () => false): { runs: PlannedRun[]; problems: string[] } {
  const runs: PlannedRun[] = [];
  const problems: string[] = [];
  for (const s of selected) {
    const task = dataset.find(s.sample.taskId, s.kind);
    if (!task) {
      problems.push(`skipped ${s.sample.source ?? s.sample.taskId}: unknown task id "${s.sample.taskId}" in McEval ${s.kind}`);
      continue;
    }
    s.sample.generations.forEach((answer, generation) => {
      if (!isDone(task.id, task.kind, generation)) runs.push({ language: s.language, task, generation, answer, ...(s.sample.source ? { source: s.sample.source } : {}) });
    });
  }
  return { runs, problems };
}

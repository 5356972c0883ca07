import type { CompletionVariant, Level, Task, TaskKind } from '../types.ts';
import type { TaskRecord } from './schema.ts';

/** The task number shared by every kind: `C/12-0-single` -> `12`. */
export function taskNumber(taskId: string): string {
  return taskId.slice(taskId.lastIndexOf('/') + 1).split('-')[0];
}

/** The generation task id a completion or explanation task belongs to: `C/12-0-single` -> `C/12`. */
export function baseTaskId(taskId: string): string {
  const slash = taskId.lastIndexOf('/');
  return taskId.slice(0, slash) + '/' + taskNumber(taskId);
}

/** A McEval record -> Task. `levels` (from generation) fills in the level most other kinds lack. */
export function normalizeTask(
  r: TaskRecord,
  language: string,
  kind: TaskKind,
  variant: CompletionVariant | undefined,
  levels: Map<string, Level>,
): Task {
  return {
    id: r.task_id,
    language,
    kind,
    variant,
    number: taskNumber(r.task_id),
    prompt: r.prompt,
    instruction: r.instruction,
    canonical: r.canonical_solution ?? '',
    test: r.test ?? '',
    entryPoint: r.entry_point ?? '',
    signature: r.signature ?? '',
    level: kind === 'generation' ? r.level : (levels.get(baseTaskId(r.task_id)) ?? r.level),
    module: r.module,
    maskCode: r.mask_code,
  };
}

import { z } from 'zod';
import { findLanguage } from '../languages/index.ts';
import type { Task } from '../types.ts';

/**
 * One line of a generated answers file: McEval's output format (the task record plus
 * `raw_generation: [answer]`), with mcjudge's own `sample` (which of the n samples this is) and
 * `finish_reason` (and `refusal` when the model refused). docs/generation.md#the-files
 */
export const AnswerLineSchema = z
  .object({
    task_id: z.string().min(1),
    raw_generation: z.array(z.string()).min(1),
    sample: z.number().int().nonnegative().optional(),
  })
  .passthrough();
export type AnswerLine = z.infer<typeof AnswerLineSchema>;

/** What a model answered to one request. An empty or refused answer is still an answer (scored extract_error). */
export interface Answer {
  text: string;
  /** `stop`, `length` (cut at max tokens), `content_filter`, ...; null when the server gave none. */
  finishReason: string | null;
  /** The model's refusal message (OpenAI's `message.refusal`); `text` is then empty. */
  refusal?: string;
}

function languageId(task: Pick<Task, 'language'>): string {
  const language = findLanguage(task.language);
  if (!language) throw new Error(`unknown language "${task.language}"`);
  return language.id;
}

/**
 * The answers file of a task's language and kind: `generation_c.jsonl`, `explanation_c.jsonl`,
 * `completion_light_c.jsonl` (McEval's examples are named `<kind>[_<variant>]_<Language>.jsonl`;
 * the language id keeps names free of spaces and `#`).
 */
export function answersFileName(task: Pick<Task, 'kind' | 'variant' | 'language'>): string {
  return `${task.kind}${task.variant ? `_${task.variant}` : ''}_${languageId(task)}.jsonl`;
}

/** Explanation's stage-1 answers, in a subfolder so that `evaluate --samples <dir>` never reads them. */
export const STAGE1_FOLDER = 'stage1';

export function stage1FileName(task: Pick<Task, 'kind' | 'variant' | 'language'>): string {
  return `${STAGE1_FOLDER}/${answersFileName(task)}`;
}

/** The key of one sample of one task in an output folder (one task kind per folder). */
export function answerKey(taskId: string, sample: number): string {
  return `${taskId}#${sample}`;
}

function answerFields(answer: Answer, sample: number): Record<string, unknown> {
  return { raw_generation: [answer.text], sample, finish_reason: answer.finishReason, ...(answer.refusal !== undefined ? { refusal: answer.refusal } : {}) };
}

/** A generation or completion answer, or an explanation's stage-1 answer: the record plus the answer. */
export function answerLine(record: Readonly<Record<string, unknown>>, sample: number, answer: Answer): Record<string, unknown> {
  return { ...record, ...answerFields(answer, sample) };
}

/**
 * An explanation's scored line, as McEval's stage-2 step writes it: `instruction` becomes the stage-2
 * instruction, the stage-1 instruction and answer are kept as `stage1_instruction` and
 * `stage1_raw_generation`, and `raw_generation` is the stage-2 answer.
 */
export function stage2Line(record: Readonly<Record<string, unknown>>, sample: number, stage1Answer: string, instruction: string, answer: Answer): Record<string, unknown> {
  return {
    ...record,
    instruction,
    stage1_instruction: record.instruction,
    stage1_raw_generation: [stage1Answer],
    ...answerFields(answer, sample),
  };
}

import { findLanguage } from '../languages/index.ts';
import type { PassRule } from '../languages/language.ts';
import type { Task } from '../types.ts';

/**
 * The stage-2 instruction templates of McEval's explanation task (docs/harness/generation.md#explanation-two-model-calls-the-second-one-scored,
 * docs/generation.md#explanation). `{lang}` is the task id's part before the first `/` (`CPP`, `C#`,
 * `Common Lisp`), `{signature}` the record's signature, `{docstring}` the stage-1 answer, verbatim.
 *
 * The official script picks the template by the language's name; the four languages with their own
 * template are exactly those whose answer is not a function but a command or a document, which the
 * registry already says through their pass rule. So the pick goes by `pass.kind`, and no language
 * name is repeated here.
 */
export const STAGE2_TEMPLATES: Readonly<Record<PassRule['kind'], string>> = {
  exit: 'Write a {lang} function `{signature}` to solve the following problem:\n{docstring}',
  awk: 'Using the awk command in Linux, complete the following task:\n{docstring}',
  html: 'Generate HTML code according to the following requirements:\n{docstring}',
  json: 'Create a JSON object according to the following requirements:\n{docstring}',
  markdown: 'Generate Markdown code according to the following requirements:\n{docstring}',
};

/** The language part of a task id as the official script reads it: before the first `/`, trimmed. */
export function taskIdLanguage(taskId: string): string {
  return taskId.split('/')[0].trim();
}

/** The stage-2 instruction for an explanation task, given the model's stage-1 answer (the docstring). */
export function stage2Instruction(task: Pick<Task, 'id' | 'language' | 'signature'>, docstring: string): string {
  const language = findLanguage(task.language);
  if (!language) throw new Error(`unknown language "${task.language}" of task ${task.id}`);
  const fields: Record<string, string> = { lang: taskIdLanguage(task.id), signature: task.signature, docstring };
  // One pass over the template, so a `{signature}` inside the docstring is left as the model wrote it.
  return STAGE2_TEMPLATES[language.pass.kind].replace(/\{(lang|signature|docstring)\}/g, (_, name: string) => fields[name]);
}

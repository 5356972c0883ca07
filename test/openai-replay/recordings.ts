import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The official C example outputs bundled in data/ (real model answers; CC-BY-SA-4.0, data/mceval/NOTICE.md). */
export const EXAMPLES_DIR = new URL('../../data/examples/official-C/', import.meta.url).pathname;

export type RecordedLine = Record<string, unknown> & { task_id: string; instruction: string; prompt: string; raw_generation: string[] };

export function readExample(file: string): RecordedLine[] {
  return gunzipSync(readFileSync(EXAMPLES_DIR + file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RecordedLine);
}

/**
 * What the replay server answers: each prompt the official scripts sent, mapped to the answer the
 * model gave. Generation: `instruction` (chat) and `prompt` (completions, as for base models);
 * explanation: `stage1_instruction` -> the docstring, the stage-2 `instruction` -> the code;
 * completion (span-light): `instruction`.
 */
export function recordedAnswers(): Map<string, string> {
  const answers = new Map<string, string>();
  const add = (prompt: string, answer: string) => {
    const had = answers.get(prompt);
    if (had !== undefined && had !== answer) throw new Error(`two recorded answers for one prompt: ${prompt.slice(0, 80)}`);
    answers.set(prompt, answer);
  };
  for (const r of readExample('generation_C.jsonl.gz')) {
    add(r.instruction, r.raw_generation[0]);
    add(r.prompt, r.raw_generation[0]);
  }
  for (const r of readExample('explanation_C.jsonl.gz')) {
    add(r.stage1_instruction as string, (r.stage1_raw_generation as string[])[0]);
    add(r.instruction, r.raw_generation[0]);
  }
  for (const r of readExample('completion_light_C.jsonl.gz')) add(r.instruction, r.raw_generation[0]);
  return answers;
}

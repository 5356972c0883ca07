import { join } from 'node:path';
import { EXIT_INCOMPLETE } from '../exit-codes.ts';
import { finishEvaluation, openEvaluation } from '../evaluation.ts';
import { LiveEvaluation } from '../live-evaluation.ts';
import { UsageError } from '../options.ts';
import type { EvaluateArgs } from './evaluate.ts';
import { generate, generateRecordBeside, type GenerateArgs } from './generate.ts';

export type RunArgs = GenerateArgs & Omit<EvaluateArgs, 'samples'>;

/** Where `run` keeps the answers inside its --out (evaluate's results and summary go to --out itself). */
export const RUN_ANSWERS = 'answers';

/**
 * `mcjudge run`: generate and evaluate at once. Each answer is judged as soon as generate has written
 * it (at most --jobs at once), its result appended to <out>/results.jsonl; the end is evaluate's own
 * (its scoring, summary files, table and exit codes, summary.json carrying generate.json). A rerun asks
 * for no answer it has and judges none results.jsonl holds; answers written but not yet judged when a
 * run was stopped are judged first (docs/generation.md#mcjudge-run).
 */
export async function runCommand(args: RunArgs, log: (s: string) => void, tty = false): Promise<number> {
  if (!args.out) throw new UsageError('--out DIR is needed: the answers go to DIR/answers, the results and summary to DIR');
  const evaluation = await openEvaluation({ ...args, out: args.out }, log);
  let live: LiveEvaluation | undefined;
  let generated;
  try {
    generated = await generate({ ...args, out: join(args.out, RUN_ANSWERS) }, log, tty, {
      onReady: async (ready) => {
        live = await LiveEvaluation.open(evaluation, ready, log);
      },
      onAnswer: (file, line) => live?.answer(file, line),
    });
  } catch (e) {
    live?.stop();
    await live?.drain().catch(() => undefined);
    live?.results.compact();
    await evaluation.executor.close?.();
    throw e;
  }
  if (!live || (generated.code !== 0 && generated.code !== EXIT_INCOMPLETE)) {
    // Stopped (Ctrl-C, an endpoint that refuses): the verdicts in flight land, the next run does the rest.
    live?.stop();
    await live?.drain();
    live?.results.compact();
    await evaluation.executor.close?.();
    return generated.code;
  }
  if (generated.code === EXIT_INCOMPLETE) log('evaluating the answers that arrived; the missing ones are left out of the scores below');
  await live.drain();
  const evaluated = await finishEvaluation(
    evaluation,
    { results: live.results, dataset: live.dataset, expected: live.doneBefore + live.planned, generated: generateRecordBeside(generated.dir, log), problems: live.problems },
    log,
  );
  return evaluated === 0 ? generated.code : evaluated;
}

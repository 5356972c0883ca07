import { join } from 'node:path';
import { EXIT_INCOMPLETE } from '../exit-codes.ts';
import { UsageError } from '../options.ts';
import { evaluateCommand, type EvaluateArgs } from './evaluate.ts';
import { generate, type GenerateArgs } from './generate.ts';

export type RunArgs = GenerateArgs & Omit<EvaluateArgs, 'samples'>;

/** Where `run` keeps the answers inside its --out (evaluate's results and summary go to --out itself). */
export const RUN_ANSWERS = 'answers';

/**
 * `mcjudge run`: generate, then evaluate the answers folder with the evaluate command itself, so the
 * table and files are exactly evaluate's (summary.json then carries generate.json). The two steps run
 * one after the other: evaluation starts when every answer is in (docs/generation.md#mcjudge-run).
 */
export async function runCommand(args: RunArgs, log: (s: string) => void, tty = false): Promise<number> {
  if (!args.out) throw new UsageError('--out DIR is needed: the answers go to DIR/answers, the results and summary to DIR');
  const generated = await generate({ ...args, out: join(args.out, RUN_ANSWERS) }, log, tty);
  if (generated.code !== 0 && generated.code !== EXIT_INCOMPLETE) return generated.code;
  if (generated.code === EXIT_INCOMPLETE) log('evaluating the answers that arrived; the missing ones are left out of the scores below');
  const evaluated = await evaluateCommand(
    {
      samples: generated.dir,
      task: args.task,
      languages: args.languages,
      executor: args.executor,
      jobs: args.jobs,
      server: args.server,
      'unsafe-no-sandbox': args['unsafe-no-sandbox'],
      mode: args.mode,
      out: args.out,
      'no-compare': args['no-compare'],
      'server-retry': args['server-retry'],
    },
    log,
    tty,
  );
  return evaluated === 0 ? generated.code : evaluated;
}

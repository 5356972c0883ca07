import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluateBatch, parseSamples, prepareBatch, type Sample } from '@mcjudge/core';
import { DATA_DIR, diskDataSource, readTextFile } from '@mcjudge/server';
import { answerFiles, finishEvaluation, logResume, openEvaluation, openResults, warnUnavailable, type Evaluation, type EvaluationArgs } from '../evaluation.ts';
import { closingOnError, parseServerRetry, UsageError } from '../options.ts';
import { Progress } from '../progress.ts';
import type { ResultsFile } from '../results-file.ts';
import { generateRecordBeside } from './generate.ts';
import { ServerRun, type AnswersText } from '../server-run.ts';

export interface EvaluateArgs extends EvaluationArgs {
  samples?: string;
}

/** The embedded default: the official repository's 50 C generation outputs. */
export const DEFAULT_SAMPLES = join(DATA_DIR, 'examples/official-C/generation_C.jsonl.gz');

function sampleFiles(path: string): string[] {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new UsageError(`--samples ${path}: no such file or folder`);
  }
  // Absolute, so each result's `file:line` lets `mcjudge inspect` find the answer from anywhere.
  if (!st.isDirectory()) return [resolve(path)];
  const files = answerFiles(path);
  if (!files.length) throw new UsageError(`--samples ${path}: the folder holds no .jsonl or .jsonl.gz file`);
  return files;
}

export async function evaluateCommand(args: EvaluateArgs, log: (s: string) => void, tty = false): Promise<number> {
  const evaluation = await openEvaluation(args, log);
  return closingOnError(evaluation.executor, () => evaluateWith(evaluation, args, log, tty));
}

async function evaluateWith(evaluation: Evaluation, args: EvaluateArgs, log: (s: string) => void, tty: boolean): Promise<number> {
  const { mode, jobs, executor } = evaluation;
  const samplesPath = args.samples ?? DEFAULT_SAMPLES;
  if (!args.samples) log(`no --samples: evaluating the embedded default ${samplesPath}`);

  // Read every file; bad lines are reported with file:line and skipped.
  const samples: Sample[] = [];
  const answers: AnswersText[] = [];
  let problems = 0;
  for (const file of sampleFiles(samplesPath)) {
    const text = readTextFile(file);
    answers.push({ file, text });
    const parsed = parseSamples(text, file);
    samples.push(...parsed.samples);
    for (const p of parsed.problems) log(`skipped ${p.source}: ${p.message}`);
    problems += parsed.problems.length;
  }

  let opened: ResultsFile | undefined;
  const prepared = await prepareBatch(samples, diskDataSource(), {
    task: evaluation.task,
    languages: evaluation.languages,
    resume: (dataset) => {
      opened = openResults(evaluation, dataset);
      return (task_id, kind, generation) => opened!.isDone({ task_id, kind, generation });
    },
  });
  for (const p of prepared.problems) log(p);
  problems += prepared.problems.length;
  if (!prepared.dataset || !opened) {
    log(`no sample to evaluate in ${samplesPath}${problems ? ` (${problems} problem(s) above)` : ''}`);
    await executor.close?.();
    return 1;
  }
  const { dataset, runs: todo } = prepared;
  const results = opened;
  const done = results.done.length;
  logResume(results, todo.length, log);

  await warnUnavailable(executor, todo.map((t) => t.language), log);
  const progress = new Progress(todo.length, 'evaluate', log, tty);
  if (args.executor === 'remote' && todo.length > 0) {
    // The server runs the whole evaluation as a durable run; this client follows it.
    const run = new ServerRun({
      server: args.server!, token: process.env.MCJUDGE_TOKEN, mode, task: evaluation.task, languages: evaluation.languages,
      compare: evaluation.comparePaper, out: evaluation.out, retryMs: parseServerRetry(args['server-retry']) ?? 120_000, log,
    });
    const outcome = await run.evaluate(answers, todo, results, (r) => progress.tick(r.status === 'passed'));
    if (outcome.ended === 'unreachable') log(`error: ${outcome.error}`);
    else if (outcome.ended === 'cancelled' || outcome.ended === 'failed') log(`error: the server's run ${outcome.runId} ended ${outcome.ended}${outcome.error ? `: ${outcome.error}` : ''}`);
  } else {
    await evaluateBatch(dataset, todo, {
      executor,
      mode,
      jobs,
      comparePaper: evaluation.comparePaper,
      onResult: (r) => {
        results.append(r);
        progress.tick(r.status === 'passed');
      },
    });
  }
  return finishEvaluation(evaluation, { results, dataset, expected: done + todo.length, generated: generateRecordBeside(samplesPath, log), problems }, log);
}

import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NOT_RUN_REASONS, reportCsv, reportJson, score, type Dataset, type Executor, type GenerateRecord, type Language, type Mode, type Report, type TaskKind } from '@mcjudge/core';
import { EXIT_INCOMPLETE, EXIT_NOTHING_RAN } from './exit-codes.ts';
import { makeExecutor, parseJobs, parseKind, parseLanguages, parseMode, parseServerRetry } from './options.ts';
import { ResultsFile } from './results-file.ts';
import { formatReport } from './summary-table.ts';

/**
 * What `evaluate` and `run` share: the evaluation's options and executor, the results file of --out,
 * and the end (score, summary.json and summary.csv, the table, the exit code). `evaluate` judges a
 * file as a batch; `run` judges each answer as it arrives (docs/generation.md#mcjudge-run).
 */

export interface EvaluationArgs {
  task?: string;
  languages?: string;
  executor?: string;
  jobs?: string;
  server?: string;
  /** Run programs without the sandbox (trusted code only). */
  'unsafe-no-sandbox'?: boolean;
  mode?: string;
  out?: string;
  /** Skip running the official pipeline beside the default one. */
  'no-compare'?: boolean;
  /** Seconds to wait out an unreachable --server before its programs become infra_error. */
  'server-retry'?: string;
}

export interface Evaluation {
  mode: Mode;
  task?: TaskKind;
  languages?: Language[];
  jobs: number;
  executor: Executor;
  comparePaper: boolean;
  out: string;
}

/** The answers files of a folder, in name order, as absolute paths (each result's `file:line` then works from anywhere). */
export function answerFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.jsonl(\.gz)?$/.test(f))
    .sort()
    .map((f) => resolve(dir, f));
}

/** Parses evaluate's options and opens the executor. */
export async function openEvaluation(args: EvaluationArgs, log: (s: string) => void): Promise<Evaluation> {
  const mode = parseMode(args.mode);
  const task = parseKind(args.task);
  const languages = parseLanguages(args.languages);
  const jobs = parseJobs(args.jobs);
  const executor = await makeExecutor({ executor: args.executor, jobs, server: args.server, unsafeNoSandbox: args['unsafe-no-sandbox'], serverRetryMs: parseServerRetry(args['server-retry']), log });
  return { mode, task, languages, jobs, executor, comparePaper: !args['no-compare'], out: args.out ?? 'out/evaluate' };
}

/** <out>/results.jsonl for this mode and dataset (a rerun resumes from it). */
export function openResults(e: Evaluation, dataset: Dataset): ResultsFile {
  return new ResultsFile(e.out, { command: 'evaluate', mode: e.mode, dataset_sha256: dataset.sha256 });
}

/** Says what a rerun finds in results.jsonl, and how many samples it has to run. */
export function logResume(results: ResultsFile, toRun: number, log: (s: string) => void): void {
  const done = results.done.length;
  const again = results.results.length - done;
  if (results.results.length)
    log(`resuming: ${done} sample(s) already in ${results.path}${again ? ` (and ${again} that never ran: infra_error or unavailable, run again)` : ''}, ${toRun} to run`);
}

/** Warns of each language the executor cannot run here (its samples are scored "unavailable"). */
export async function warnUnavailable(executor: Executor, languages: Iterable<Language>, log: (s: string) => void): Promise<void> {
  for (const language of new Set(languages)) {
    const reason = await executor.unavailableReason(language);
    if (reason) log(`warning: ${reason}; its samples are scored "unavailable"`);
  }
}

export interface Finish {
  results: ResultsFile;
  dataset: Dataset;
  /** Samples the scores should cover: those done before this run and those planned in it. */
  expected: number;
  /** The request record of the answers (generate.json beside them), carried into summary.json. */
  generated?: GenerateRecord;
  /** Input problems reported above. */
  problems: number;
}

/** The end of an evaluation: closes the executor, scores, writes summary.json and summary.csv, prints the table; the exit code. */
export async function finishEvaluation(e: Evaluation, f: Finish, log: (s: string) => void): Promise<number> {
  await e.executor.close?.();
  const { results } = f;
  results.compact();
  const final = results.results;
  const report = score(final, f.dataset.sha256, e.mode, { expected: f.expected });
  // Answers made by `mcjudge generate` say how (generate.json beside them): the summary carries it.
  const summary: Report & { generate?: GenerateRecord } = f.generated ? { ...report, generate: f.generated } : report;
  writeFileSync(join(e.out, 'summary.json'), reportJson(summary));
  writeFileSync(join(e.out, 'summary.csv'), reportCsv(report));
  log(formatReport(report));
  log(`wrote ${results.path}, ${join(e.out, 'summary.json')} and summary.csv${f.problems ? `; ${f.problems} input problem(s) reported above` : ''}`);
  if (report.complete) return 0;
  const nothing = report.overall.total === 0;
  for (const reason of NOT_RUN_REASONS) {
    const first = final.find((r) => r.status === reason);
    if (first) log(`error: ${report.not_run[reason]} sample(s) never ran (${reason}), e.g. ${first.task_id}: ${first.detail}`);
  }
  log(
    `  ${nothing ? 'no sample ran, so there is no score' : 'the scores above leave them out'}; run the same command again (same --out) to run just those` +
      (report.not_run.unavailable ? ', once their runtime is here (the toolchain installed, the sandbox allowed, or --server)' : ''),
  );
  return nothing ? EXIT_NOTHING_RAN : EXIT_INCOMPLETE;
}

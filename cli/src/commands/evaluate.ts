import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluateBatch, NOT_RUN_REASONS, parseSamples, prepareBatch, reportCsv, reportJson, score, type Sample } from '@mcjudge/core';
import { DATA_DIR, diskDataSource, readTextFile } from '@mcjudge/server';
import { makeExecutor, parseJobs, parseKind, parseLanguages, parseMode, parseServerRetry, UsageError } from '../options.ts';
import { EXIT_INCOMPLETE, EXIT_NOTHING_RAN } from '../exit-codes.ts';
import { Progress } from '../progress.ts';
import { ResultsFile } from '../results-file.ts';
import { formatReport } from '../summary-table.ts';
import { generateRecordBeside } from './generate.ts';
import type { GenerateRecord, Report } from '@mcjudge/core';

export interface EvaluateArgs {
  samples?: string;
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
  const files = readdirSync(path)
    .filter((f) => /\.jsonl(\.gz)?$/.test(f))
    .sort()
    .map((f) => resolve(path, f));
  if (!files.length) throw new UsageError(`--samples ${path}: the folder holds no .jsonl or .jsonl.gz file`);
  return files;
}

export async function evaluateCommand(args: EvaluateArgs, log: (s: string) => void, tty = false): Promise<number> {
  const mode = parseMode(args.mode);
  const taskKind = parseKind(args.task);
  const only = parseLanguages(args.languages);
  const jobs = parseJobs(args.jobs);
  const executor = await makeExecutor({ executor: args.executor, jobs, server: args.server, unsafeNoSandbox: args['unsafe-no-sandbox'], serverRetryMs: parseServerRetry(args['server-retry']), log });
  const samplesPath = args.samples ?? DEFAULT_SAMPLES;
  const out = args.out ?? 'out/evaluate';
  if (!args.samples) log(`no --samples: evaluating the embedded default ${samplesPath}`);

  // Read every file; bad lines are reported with file:line and skipped.
  const samples: Sample[] = [];
  let problems = 0;
  for (const file of sampleFiles(samplesPath)) {
    const parsed = parseSamples(readTextFile(file), file);
    samples.push(...parsed.samples);
    for (const p of parsed.problems) log(`skipped ${p.source}: ${p.message}`);
    problems += parsed.problems.length;
  }

  let opened: ResultsFile | undefined;
  const prepared = await prepareBatch(samples, diskDataSource(), {
    task: taskKind,
    languages: only,
    resume: (dataset) => {
      opened = new ResultsFile(out, { command: 'evaluate', mode, dataset_sha256: dataset.sha256 });
      return (task_id, kind, generation) => opened!.isDone({ task_id, kind, generation });
    },
  });
  for (const p of prepared.problems) log(p);
  problems += prepared.problems.length;
  if (!prepared.dataset || !opened) {
    log(`no sample to evaluate in ${samplesPath}${problems ? ` (${problems} problem(s) above)` : ''}`);
    return 1;
  }
  const { dataset, runs: todo } = prepared;
  const results = opened;
  const done = results.done.length;
  const again = results.results.length - done;
  if (results.results.length)
    log(`resuming: ${done} sample(s) already in ${results.path}${again ? ` (and ${again} that never ran: infra_error or unavailable, run again)` : ''}, ${todo.length} to run`);

  for (const language of new Set(todo.map((t) => t.language))) {
    const reason = await executor.unavailableReason(language);
    if (reason) log(`warning: ${reason}; its samples are scored "unavailable"`);
  }
  const progress = new Progress(todo.length, 'evaluate', log, tty);
  await evaluateBatch(dataset, todo, {
    executor,
    mode,
    jobs,
    comparePaper: !args['no-compare'],
    onResult: (r) => {
      results.append(r);
      progress.tick(r.status === 'passed');
    },
  });
  await executor.close?.();
  results.compact();

  const final = results.results;
  const report = score(final, dataset.sha256, mode, { expected: done + todo.length });
  // Answers made by `mcjudge generate` say how (generate.json beside them): the summary carries it.
  const generated = generateRecordBeside(samplesPath, log);
  const summary: Report & { generate?: GenerateRecord } = generated ? { ...report, generate: generated } : report;
  writeFileSync(join(out, 'summary.json'), reportJson(summary));
  writeFileSync(join(out, 'summary.csv'), reportCsv(report));
  log(formatReport(report));
  log(`wrote ${results.path}, ${join(out, 'summary.json')} and summary.csv${problems ? `; ${problems} input problem(s) reported above` : ''}`);
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

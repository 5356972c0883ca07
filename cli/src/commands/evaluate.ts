import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  evaluateGeneration,
  loadDataset,
  NOT_RUN_REASONS,
  neededData,
  parseSamples,
  planRuns,
  reportCsv,
  reportJson,
  runPool,
  score,
  selectSamples,
  sha256Hex,
  type ExecResult,
  type Sample,
  type SampleResult,
} from '@mcjudge/core';
import { DATA_DIR, diskDataSource, readTextFile } from '@mcjudge/server';
import { makeExecutor, parseJobs, parseKind, parseLanguages, parseMode, parseServerRetry, UsageError } from '../options.ts';
import { EXIT_INCOMPLETE, EXIT_NOTHING_RAN } from '../exit-codes.ts';
import { Progress } from '../progress.ts';
import { ResultsFile } from '../results-file.ts';
import { formatReport } from '../summary-table.ts';

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

/** `file:line` with the file made absolute, so `mcjudge inspect` finds the answer from anywhere. */
function absoluteSource(source: string | undefined): string | undefined {
  if (!source) return undefined;
  const colon = source.lastIndexOf(':');
  return colon === -1 ? resolve(source) : resolve(source.slice(0, colon)) + source.slice(colon);
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
  if (!st.isDirectory()) return [path];
  const files = readdirSync(path)
    .filter((f) => /\.jsonl(\.gz)?$/.test(f))
    .sort()
    .map((f) => join(path, f));
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

  const selection = selectSamples(samples, { task: taskKind, languages: only });
  for (const p of selection.problems) log(p);
  problems += selection.problems.length;
  if (selection.selected.length === 0) {
    log(`no sample to evaluate in ${samplesPath}${problems ? ` (${problems} problem(s) above)` : ''}`);
    return 1;
  }
  const { languages, kinds } = neededData(selection.selected);
  const dataset = await loadDataset(diskDataSource(), { languages, kinds });

  const results = new ResultsFile(out, { command: 'evaluate', mode, dataset_sha256: dataset.sha256 });
  const plan = planRuns(selection.selected, dataset, (task_id, kind, generation) => results.isDone({ task_id, kind, generation }));
  for (const p of plan.problems) log(p);
  problems += plan.problems.length;
  const todo = plan.runs;
  const done = results.done.length;
  const again = results.results.length - done;
  if (results.results.length)
    log(`resuming: ${done} sample(s) already in ${results.path}${again ? ` (and ${again} that never ran: infra_error or unavailable, run again)` : ''}, ${todo.length} to run`);

  for (const language of languages) {
    const reason = await executor.unavailableReason(language);
    if (reason) log(`warning: ${reason}; its samples are scored "unavailable"`);
  }
  const cache = new Map<string, Promise<ExecResult>>();
  const ctx = { references: dataset.references, executor, mode, cache, comparePaper: mode === 'default' && !args['no-compare'] };
  const progress = new Progress(todo.length, 'evaluate', log, tty);
  await runPool(todo, jobs, async (t) => {
    const judged = await evaluateGeneration(ctx, t.language, t.task, t.generation, t.answer);
    const source = absoluteSource(t.source);
    const r: SampleResult = { ...judged, ...(source ? { answer_source: source } : {}), answer_sha256: await sha256Hex(t.answer) };
    results.append(r);
    progress.tick(r.status === 'passed');
  });
  await executor.close?.();
  results.compact();

  const final = results.results;
  const report = score(final, dataset.sha256, mode, { expected: done + todo.length });
  writeFileSync(join(out, 'summary.json'), reportJson(report));
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

import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  evaluateGeneration,
  languageOfTaskId,
  loadDataset,
  parseSamples,
  score,
  type ExecResult,
  type Language,
  type Sample,
  type SampleResult,
  type TaskKind,
} from '@mcjudge/core';
import { DATA_DIR, diskDataSource, readTextFile } from '../data-files.ts';
import { makeExecutor, parseJobs, parseKind, parseLanguages, parseMode, UsageError } from '../options.ts';
import { runPool } from '../pool.ts';
import { Progress } from '../progress.ts';
import { ResultsFile } from '../results-file.ts';
import { formatReport } from '../summary-table.ts';

export interface EvaluateArgs {
  samples?: string;
  task?: string;
  languages?: string;
  executor?: string;
  jobs?: string;
  /** Run programs without the sandbox (trusted code only). */
  'unsafe-no-sandbox'?: boolean;
  mode?: string;
  out?: string;
  /** Skip running the official pipeline beside the default one. */
  'no-compare'?: boolean;
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

/** The kind of a sample: completion ids say so; generation and explanation share ids, so --task decides. */
function kindOf(taskId: string, task: TaskKind | undefined): TaskKind {
  if (/-\d+-(single|multi|span|light-span)$/.test(taskId)) return 'completion';
  return task === 'completion' || task === undefined ? 'generation' : task;
}

export async function evaluateCommand(args: EvaluateArgs, log: (s: string) => void, tty = false): Promise<number> {
  const mode = parseMode(args.mode);
  const taskKind = parseKind(args.task);
  const only = parseLanguages(args.languages);
  const jobs = parseJobs(args.jobs);
  const executor = await makeExecutor({ executor: args.executor, jobs, unsafeNoSandbox: args['unsafe-no-sandbox'] });
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

  // Which languages and kinds to load.
  const wanted = new Map<string, { sample: Sample; language: Language; kind: TaskKind }>();
  for (const s of samples) {
    const language = languageOfTaskId(s.taskId);
    if (!language) {
      log(`skipped ${s.source ?? s.taskId}: unknown task id "${s.taskId}" (no McEval language "${s.taskId.split('/')[0]}")`);
      problems++;
      continue;
    }
    if (only && !only.includes(language)) continue;
    const kind = kindOf(s.taskId, taskKind);
    if (taskKind && kind !== taskKind) continue;
    wanted.set(`${kind}:${s.taskId}`, { sample: s, language, kind });
  }
  const languages = [...new Set([...wanted.values()].map((w) => w.language))];
  const kinds = [...new Set([...wanted.values()].map((w) => w.kind))];
  const dataset = await loadDataset(diskDataSource(), { languages, kinds });

  const results = new ResultsFile(out, { command: 'evaluate', mode, dataset_sha256: dataset.sha256 });
  const done = new Set(results.previous.map(ResultsFile.key));
  const todo: { language: Language; task: NonNullable<ReturnType<typeof dataset.find>>; generation: number; answer: string }[] = [];
  for (const w of wanted.values()) {
    const task = dataset.find(w.sample.taskId, w.kind);
    if (!task) {
      log(`skipped ${w.sample.source ?? w.sample.taskId}: unknown task id "${w.sample.taskId}" in McEval ${w.kind}`);
      problems++;
      continue;
    }
    w.sample.generations.forEach((answer, generation) => {
      if (!done.has(ResultsFile.key({ task_id: task.id, kind: task.kind, generation }))) todo.push({ language: w.language, task, generation, answer });
    });
  }
  if (wanted.size === 0) {
    log(`no sample to evaluate in ${samplesPath}${problems ? ` (${problems} problem(s) above)` : ''}`);
    return 1;
  }
  if (results.previous.length) log(`resuming: ${results.previous.length} sample(s) already in ${results.path}, ${todo.length} to run`);

  for (const language of languages) {
    const reason = await executor.unavailableReason(language);
    if (reason) log(`warning: ${reason}; its samples are scored "unavailable"`);
  }
  const cache = new Map<string, Promise<ExecResult>>();
  const ctx = { references: dataset.references, executor, mode, cache, comparePaper: mode === 'default' && !args['no-compare'] };
  const progress = new Progress(todo.length, 'evaluate', log, tty);
  const fresh: SampleResult[] = [];
  await runPool(todo, jobs, async (t) => {
    const r = await evaluateGeneration(ctx, t.language, t.task, t.generation, t.answer);
    results.append(r);
    fresh.push(r);
    progress.tick(r.status === 'passed');
  });
  await executor.close?.();

  const report = score([...results.previous, ...fresh], dataset.sha256, mode);
  writeFileSync(join(out, 'summary.json'), JSON.stringify(report, null, 1) + '\n');
  log(formatReport(report));
  log(`wrote ${results.path} and ${join(out, 'summary.json')}${problems ? `; ${problems} input problem(s) reported above` : ''}`);
  return 0;
}

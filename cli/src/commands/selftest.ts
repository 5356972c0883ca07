import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assembleBroken,
  assembleCanonical,
  baseTaskId,
  loadDataset,
  runAndJudge,
  stepOutcome,
  type ExecResult,
  type Executor,
  type Language,
  type Mode,
  type Program,
  type SampleResult,
  type Task,
  type TaskKind,
} from '@mcjudge/core';
import { diskDataSource } from '@mcjudge/server';
import { ALL_LANGUAGES, closingOnError, makeExecutor, parseJobs, parsePositive, parseKind, parseLanguages, parseMode, parseServerRetry } from '../options.ts';
import { EXIT_CHECK_FAILED, EXIT_INCOMPLETE } from '../exit-codes.ts';
import { runPool } from '@mcjudge/core';
import { Progress } from '../progress.ts';
import { ResultsFile } from '../results-file.ts';

export interface SelftestArgs {
  languages?: string;
  executor?: string;
  task?: string;
  jobs?: string;
  /** Only the first N tasks of each language (a quick check of every toolchain). */
  limit?: string;
  server?: string;
  /** Run programs without the sandbox (trusted code only). */
  'unsafe-no-sandbox'?: boolean;
  mode?: string;
  out?: string;
  /** Seconds to wait out an unreachable --server before its programs become infra_error. */
  'server-retry'?: string;
}

interface LanguageSelftest {
  available: boolean;
  reason?: string;
  canonical: { passed: number; total: number; failed: string[] };
  broken: { passed: number; total: number; passed_ids: string[] };
  /** Broken variants that pass because the task's test never calls its check (listed in the registry). */
  unchecked_tests?: Record<string, string>;
  /** Canonical failures explained by this host's older toolchain release (registry `versionGaps`). */
  version_gaps?: Record<string, string>;
  /**
   * Programs this executor handed back as unavailable (a WASM runtime's limit: C++ exceptions, a module it
   * lacks): under `auto` they run natively. Not verdicts, so neither passes nor failures.
   */
  handed_on?: Record<string, string>;
}

/** Why a canonical solution fails, when the registry knows: a dataset bug or an older toolchain release. */
function explainFailure(language: Language, id: string, runtimeVersion: string): string | undefined {
  const bug = language.knownDatasetBugs?.[id] ?? language.knownDatasetBugs?.[baseTaskId(id)];
  if (bug) return `dataset bug: ${bug}`;
  const gap = language.versionGaps?.find((g) => new RegExp(g.toolVersion).test(runtimeVersion))?.tasks[baseTaskId(id)];
  return gap ? `version difference: ${gap}` : undefined;
}

/** Handed-on programs grouped by reason: `C/41 canonical, CPP/41 canonical (reason)`, at most 6 ids each. */
function handedOnSummary(handedOn: Record<string, string>): string {
  const byReason = new Map<string, string[]>();
  for (const [id, why] of Object.entries(handedOn)) byReason.set(why, [...(byReason.get(why) ?? []), id]);
  return [...byReason]
    .map(([why, ids]) => `${ids.slice(0, 6).join(', ')}${ids.length > 6 ? ` and ${ids.length - 6} more` : ''} (${why})`)
    .join('; ');
}

/**
 * For every task: the canonical program (prompt + canonical + test, not through the extractor) must
 * pass, and a broken variant must fail. This checks an environment's runtimes, not the extractor.
 */
export async function selftestCommand(args: SelftestArgs, log: (s: string) => void, tty = false): Promise<number> {
  const mode = parseMode(args.mode);
  const kind = parseKind(args.task) ?? 'generation';
  const languages = parseLanguages(args.languages) ?? [...ALL_LANGUAGES];
  const jobs = parseJobs(args.jobs);
  const limit = args.limit === undefined ? undefined : parsePositive('limit', args.limit);
  const executor = await makeExecutor({ executor: args.executor, jobs, server: args.server, unsafeNoSandbox: args['unsafe-no-sandbox'], serverRetryMs: parseServerRetry(args['server-retry']), log });
  return closingOnError(executor, () => selftestWith(executor, { mode, kind, languages, jobs, limit }, args, log, tty));
}

async function selftestWith(
  executor: Executor,
  { mode, kind, languages, jobs, limit }: { mode: Mode; kind: TaskKind; languages: Language[]; jobs: number; limit?: number },
  args: SelftestArgs,
  log: (s: string) => void,
  tty: boolean,
): Promise<number> {
  const out = args.out ?? 'out/selftest';
  const dataset = await loadDataset(diskDataSource(), { languages, kinds: [kind] });
  const results = new ResultsFile(out, { command: 'selftest', mode, dataset_sha256: dataset.sha256 });
  const done = new Map(results.done.map((r) => [ResultsFile.key(r), r]));

  const report: Record<string, LanguageSelftest> = {};
  const todo: { language: Language; task: Task; which: 'canonical' | 'broken'; program: Program }[] = [];
  for (const language of languages) {
    const reason = await executor.unavailableReason(language);
    report[language.name] = {
      available: !reason,
      ...(reason ? { reason } : {}),
      canonical: { passed: 0, total: 0, failed: [] },
      broken: { passed: 0, total: 0, passed_ids: [] },
    };
    if (reason) log(`${language.name}: unavailable (${reason})`);
    const tasks = dataset.all().filter((t) => t.language === language.name && t.kind === kind).slice(0, limit);
    for (const task of tasks) {
      todo.push({ language, task, which: 'canonical', program: assembleCanonical(language, task, mode, dataset.references) });
      todo.push({ language, task, which: 'broken', program: assembleBroken(language, task, mode, dataset.references) });
    }
  }

  const cache = new Map<string, Promise<ExecResult>>();
  const ctx = { references: dataset.references, executor, mode, cache };
  const all: SampleResult[] = [];
  const pending = todo.filter((t) => {
    const prev = done.get(ResultsFile.key({ task_id: t.task.id, kind: t.task.kind, generation: 0, selftest: t.which }));
    if (prev) all.push(prev);
    return !prev;
  });
  const progress = new Progress(pending.length, 'selftest', log, tty);
  await runPool(pending, jobs, async (t) => {
    const { verdict, result, sha, wallMs } = await runAndJudge(ctx, t.language, t.task, t.program);
    const outcome = verdict.status !== 'passed' && result ? stepOutcome(result, t.program) : undefined;
    const r: SampleResult = {
      task_id: t.task.id,
      language: t.language.name,
      kind: t.task.kind,
      variant: t.task.variant,
      level: t.task.level,
      generation: 0,
      selftest: t.which,
      status: verdict.status,
      detail: verdict.detail,
      mode,
      runtime: result?.runtime ?? (await executor.runtime(t.language)),
      wall_ms: wallMs,
      program_sha256: sha,
      ...(outcome ? { outcome } : {}),
    };
    results.append(r);
    all.push(r);
    progress.tick(verdict.status === (t.which === 'canonical' ? 'passed' : 'failed'));
  });
  await executor.close?.();
  results.compact();

  const versions = new Map(all.map((r) => [r.task_id, r.runtime?.version ?? '']));
  for (const r of all) {
    const entry = report[r.language];
    if (!entry) continue;
    if (r.status === 'unavailable') {
      (entry.handed_on ??= {})[`${r.task_id} ${r.selftest}`] = r.detail;
      continue;
    }
    if (r.selftest === 'canonical') {
      entry.canonical.total++;
      if (r.status === 'passed') entry.canonical.passed++;
      else entry.canonical.failed.push(r.task_id);
    } else {
      entry.broken.total++;
      if (r.status === 'passed') {
        entry.broken.passed++;
        entry.broken.passed_ids.push(r.task_id);
      }
    }
  }
  log(`${'language'.padEnd(14)} canonical passed   broken passed (must be 0)`);
  let ok = true;
  for (const [name, e] of Object.entries(report)) {
    if (!e.available) {
      log(`${name.padEnd(14)} unavailable: ${e.reason}`);
      continue;
    }
    const lang = languages.find((l) => l.name === name)!;
    const bug = (id: string) => explainFailure(lang, id, versions.get(id) ?? '');
    const gaps = e.canonical.failed.filter((id) => bug(id)?.startsWith('version'));
    if (gaps.length) e.version_gaps = Object.fromEntries(gaps.map((id) => [id, bug(id)!]));
    const unchecked = (id: string) => lang.uncheckedTests?.[baseTaskId(id)];
    const expectedPasses = e.broken.passed_ids.filter(unchecked);
    if (expectedPasses.length) e.unchecked_tests = Object.fromEntries(expectedPasses.map((id) => [id, unchecked(id)!]));
    if (e.canonical.failed.some((id) => !bug(id)) || e.broken.passed_ids.some((id) => !unchecked(id))) ok = false;
    log(
      `${name.padEnd(14)} ${`${e.canonical.passed}/${e.canonical.total}`.padEnd(18)} ${`${e.broken.passed}/${e.broken.total}`.padEnd(8)}` +
        (e.canonical.failed.length
          ? ` canonical failing: ${e.canonical.failed.map((id) => (bug(id) ? `${id} (${bug(id)})` : id)).join(' ')}`
          : '') +
        (e.broken.passed
          ? ` broken passing: ${e.broken.passed_ids.map((id) => (unchecked(id) ? `${id} (dataset bug: ${unchecked(id)})` : id)).join(' ')}`
          : '') +
        (e.handed_on ? ` handed on (not run here): ${handedOnSummary(e.handed_on)}` : ''),
    );
  }
  writeFileSync(join(out, 'selftest.json'), JSON.stringify({ mode, task: kind, dataset: { sha256: dataset.sha256 }, by_language: report }, null, 1) + '\n');
  log(`wrote ${join(out, 'selftest.json')} and ${results.path}`);
  const broken = all.filter((r) => r.status === 'infra_error');
  if (broken.length) {
    log(`error: ${broken.length} program(s) never ran (infra_error), e.g. ${broken[0].task_id} ${broken[0].selftest}: ${broken[0].detail}; run the same command again (same --out) to run just those`);
    return EXIT_INCOMPLETE;
  }
  return ok ? 0 : EXIT_CHECK_FAILED;
}
